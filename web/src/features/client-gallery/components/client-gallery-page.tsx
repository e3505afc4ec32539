import { CLIENT_GALLERY_ID_PATTERN } from "@folio/domain";
import { Button, Center, Loader, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useClientGallery } from "../api/open-client-gallery";
import { takeLinkKey } from "../lib/link-key";
import { useClientHead } from "../hooks/use-client-head";
import { GalleryExpired, GalleryNotFound } from "./access-message";
import { GalleryView } from "./gallery-view";
import { PasswordForm } from "./password-form";

/** The tab's title until the device is let in: it names nothing. */
const NEUTRAL_TITLE = "Private gallery";

/**
 * A client gallery at `/client/<id>`: signs the device in anonymously, asks the server to let
 * it in (a device let in before is let in again by its grant), and shows what the server said:
 * the password form, a polite page when expired or unknown, or the gallery. The link key
 * (`#k=` on the emailed link) goes with every ask.
 */
export function ClientGalleryPage({ galleryId }: { galleryId: string }) {
  const wellFormed = CLIENT_GALLERY_ID_PATTERN.test(galleryId);
  const [linkKey] = useState(() => (wellFormed ? takeLinkKey(galleryId) : null));
  const open = useClientGallery(galleryId, linkKey, wellFormed);
  const answer = open.data;
  useClientHead(answer?.ok ? answer.gallery.name : NEUTRAL_TITLE);

  if (!wellFormed) return <GalleryNotFound />;
  if (open.isPending)
    return (
      <Center py="xl">
        <Loader aria-label="Opening the gallery" />
      </Center>
    );
  if (open.isError || !answer)
    return (
      <Stack gap="sm" py="xl" maw={560}>
        <Title order={1}>The gallery could not be opened</Title>
        <Text>Check your connection and try again.</Text>
        <Button
          mih={44}
          size="md"
          w="fit-content"
          onClick={() => void open.refetch()}
          loading={open.isFetching}
        >
          Try again
        </Button>
      </Stack>
    );
  if (answer.ok) return <GalleryView gallery={answer.gallery} />;
  if (answer.reason === "expired") return <GalleryExpired name={answer.name} ownerName={answer.ownerName} />;
  if (answer.reason === "not-found") return <GalleryNotFound />;
  return <PasswordForm galleryId={galleryId} linkKey={linkKey} initialAnswer={answer} />;
}
