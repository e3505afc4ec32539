import {
  bookingRequestSchema,
  MESSAGE_LIMITS,
  SHOOT_KIND_LABELS,
  SHOOT_KINDS,
  type BookingInput,
  type ShootKind,
} from "@folio/domain";
import { NativeSelect, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { IconCalendarEvent } from "@tabler/icons-react";
import { recordEvent } from "@/data/analytics/tracker";
import { createBooking } from "@/data/messages/create-booking";
import { useSendForm } from "../hooks/use-send-form";
import { fieldErrors, localDay } from "../lib/field-errors";
import { BackToGallery, Sent } from "./form-feedback";
import type { InquiryItem } from "./inquiry-form";
import { NameEmailFields } from "./name-email-fields";
import { SendForm } from "./send-form";

export interface BookingFormProps {
  /** The work the request was started from (its id and title are sent with it); null or absent for none. */
  item?: InquiryItem | null;
  /** Stores the request; the real Firestore write by default (tests pass their own). */
  send?: (input: BookingInput) => Promise<unknown>;
  /** Today in the visitor's calendar (YYYY-MM-DD); tests fix it. */
  today?: string;
}

interface Values {
  name: string;
  email: string;
  phone: string;
  date: string;
  shootKind: ShootKind | "";
  message: string;
  website: string;
}

const KIND_OPTIONS = [
  { value: "", label: "Choose…", disabled: true },
  ...SHOOT_KINDS.map((kind) => ({ value: kind, label: SHOOT_KIND_LABELS[kind] })),
];

function toInput(values: Values, item: InquiryItem | null): BookingInput {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    date: values.date,
    shootKind: values.shootKind as ShootKind,
    message: values.message,
    ...(item ? { itemId: item.id, itemTitle: item.title.slice(0, MESSAGE_LIMITS.itemTitleMax) } : {}),
  };
}

/** Date, kind of shoot, contact and message; validated, and kept if sending fails. */
export function BookingForm({ item = null, send = createBooking, today = localDay() }: BookingFormProps) {
  const sender = useSendForm<Values>(
    {
      initialValues: { name: "", email: "", phone: "", date: "", shootKind: "", message: "", website: "" },
      validateInputOnBlur: ["email", "phone", "date"],
      validate: (values) => {
        const result = bookingRequestSchema(today).safeParse(toInput(values, item));
        return result.success ? {} : fieldErrors(result.error.issues);
      },
    },
    async (values) => {
      await send(toInput(values, item));
      recordEvent("booking", item ?? undefined);
    },
  );
  const { form } = sender;

  if (sender.status === "sent") {
    const when = new Date(`${form.values.date}T12:00:00`).toLocaleDateString(undefined, {
      dateStyle: "long",
    });
    return (
      <Sent title="Request received" actions={<BackToGallery />}>
        {`Thank you. I will check ${form.values.date ? when : "the date"} and reply to ${form.values.email || "you"} with availability and a quote.`}
      </Sent>
    );
  }

  return (
    <SendForm
      sender={sender}
      label="Booking request"
      submitLabel="Request booking"
      submitIcon={<IconCalendarEvent size={18} />}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Preferred date" type="date" min={today} required {...form.getInputProps("date")} />
        <NativeSelect
          label="Kind of shoot"
          required
          data={KIND_OPTIONS}
          {...form.getInputProps("shootKind")}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NameEmailFields form={form} />
      </SimpleGrid>
      <TextInput
        label="Phone"
        description="Optional, if you would rather talk"
        type="tel"
        autoComplete="tel"
        {...form.getInputProps("phone")}
      />
      <Textarea
        label="About the shoot"
        description={
          item
            ? `A shoot like “${item.title}”: where, how many people, what it is for.`
            : "Where, how many people, what it is for: anything that helps me prepare a quote."
        }
        required
        rows={5}
        resize="vertical"
        maxLength={MESSAGE_LIMITS.messageMax}
        {...form.getInputProps("message")}
      />
    </SendForm>
  );
}
