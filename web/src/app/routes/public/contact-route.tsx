// Mantine's full sheet comes with this lazy route (main.tsx loads only what the gallery uses).
import "@mantine/core/styles.layer.css";
import { ContactPage } from "@/features/contact/components/contact-page";
import { PageMetaTags } from "@/features/seo/use-page-meta";

/** `/contact`: the inquiry form (lazy: its form code is not part of the gallery's first load). */
export function ContactRoute() {
  return (
    <>
      <PageMetaTags
        title="Contact"
        description="Ask about a print, licensing, or a project of your own. Every message is answered personally."
      />
      <ContactPage />
    </>
  );
}
