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
