import { Skeleton, Text } from "@mantine/core";
import { useSearchParams } from "react-router";
import { useGalleryItem } from "@/data/content/get-gallery-item";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { AboutItem } from "./about-item";
import { ContactLayout } from "./contact-layout";
import { InquiryForm } from "./inquiry-form";

/** Query parameter that names the work an inquiry is about (`/contact?item=<id>`). */
export const ITEM_PARAM = "item";

/** The inquiry page; with `?item=<id>` the inquiry is about that work. */
export function ContactPage() {
  const [params, setParams] = useSearchParams();
  const itemId = params.get(ITEM_PARAM);
  const { data: item, loading } = useGalleryItem(itemId);
  const about = itemId && item ? item : null;
  return (
    <ContactLayout
      title="Get in touch"
      intro="Questions about a print, licensing a photograph or film, or a project of your own: write, and I will answer personally."
      aside={
        itemId && loading ? (
          <Skeleton height={86} radius="md" />
        ) : about ? (
          <AboutItem
            item={about}
            caption="Asking about"
            removeLabel="Ask about something else"
            onRemove={() => setParams({}, { replace: true })}
          />
        ) : null
      }
    >
      {itemId && loading ? (
        <Skeleton height={320} radius="md" />
      ) : (
        <InquiryForm
          item={about && { id: about.id, title: about.title, type: about.type, category: about.category }}
        />
      )}
      <Text size="sm" c="dimmed" mt="xl">
        Planning a shoot?{" "}
        <Button variant="ghost" size="sm" to={paths.booking.href()}>
          Request a booking
        </Button>
      </Text>
    </ContactLayout>
  );
}
