import { ContactLayout } from "./contact-layout";
import { BookingForm } from "./booking-form";

/** The booking request page. */
export function BookingPage() {
  return (
    <ContactLayout
      title="Book a shoot"
      intro="Tell me the date you have in mind and what the shoot is for. I will confirm availability and send a quote; nothing is booked until you agree."
    >
      <BookingForm />
    </ContactLayout>
  );
}
