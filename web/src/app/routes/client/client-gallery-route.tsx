// Mantine's full sheet comes with this lazy route (main.tsx loads only what the gallery uses).
import "@mantine/core/styles.layer.css";
import { Container } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { useParams } from "react-router";
import { useSite } from "@/data/site/site-context";
import { ClientGalleryPage } from "@/features/client-gallery";
import { createQueryClient } from "@/lib/query-client";
import classes from "./client-layout.module.css";

/**
 * `/client/<id>`: a client's private gallery, in a layout of its own. Not the public layout:
 * no navigation into the portfolio, and no page-view tracking (the analytics tracker and
 * Google Analytics also refuse every /client/ address: paths.ts `isPrivatePath`).
 */
export function ClientGalleryRoute() {
  const { galleryId = "" } = useParams();
  const { display } = useSite();
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <div className={classes.shell}>
        <Container size="xl" w="100%" component="header" className={classes.header}>
          {display.name}
        </Container>
        <Container size="xl" w="100%" component="main" id="main" tabIndex={-1} className={classes.main}>
          <ClientGalleryPage galleryId={galleryId} />
        </Container>
        <Container size="xl" w="100%" component="footer" className={classes.footer}>
          A private gallery, shared by {display.name}. No cookies, and hidden from search engines.
        </Container>
      </div>
    </QueryClientProvider>
  );
}
