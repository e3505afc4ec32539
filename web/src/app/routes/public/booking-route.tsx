// Mantine's full sheet comes with this lazy route (main.tsx loads only what the gallery uses).
import "@mantine/core/styles.layer.css";
import { BookingPage } from "@/features/contact/components/booking-page";
import { PageMetaTags } from "@/features/seo/use-page-meta";

/** `/booking`: the booking request form (lazy, like the contact page). */
export function BookingRoute() {
  return (
    <>
      <PageMetaTags
        title="Book a shoot"
        description="Request a portrait, wedding, event or commercial shoot: pick a date and tell me about it."
      />
      <BookingPage />
    </>
  );
}
