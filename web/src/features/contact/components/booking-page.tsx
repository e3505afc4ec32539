import { Skeleton } from "@mantine/core";
import { useSearchParams } from "react-router";
import { useGalleryItem } from "@/data/content/get-gallery-item";
import { AboutItem } from "./about-item";
import { BookingForm } from "./booking-form";
import { ContactLayout } from "./contact-layout";
import { ITEM_PARAM } from "./contact-page";

/** The booking request page; with `?item=<id>` the request was started from that work. */
export function BookingPage() {
  const [params, setParams] = useSearchParams();
  const itemId = params.get(ITEM_PARAM);
  const { data: item, loading } = useGalleryItem(itemId);
  const about = itemId && item ? item : null;
  return (
    <ContactLayout
      title="Book a shoot"
      intro="Tell me the date you have in mind and what the shoot is for. I will confirm availability and send a quote; nothing is booked until you agree."
      aside={
        itemId && loading ? (
          <Skeleton height={86} radius="md" />
        ) : about ? (
          <AboutItem
            item={about}
            caption="Booking a shoot like"
            removeLabel="Book without this work"
            onRemove={() => setParams({}, { replace: true })}
          />
        ) : null
      }
    >
      {itemId && loading ? (
        <Skeleton height={420} radius="md" />
      ) : (
        <BookingForm
          item={about && { id: about.id, title: about.title, type: about.type, category: about.category }}
        />
      )}
    </ContactLayout>
  );
}
