import { inquiryInputSchema, MESSAGE_LIMITS, type InquiryInput } from "@folio/domain";
import { Textarea } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { recordEvent } from "@/data/analytics/tracker";
import { createInquiry } from "@/data/messages/create-inquiry";
import { useSendForm } from "../hooks/use-send-form";
import { fieldErrors } from "../lib/field-errors";
import { BackToGallery, Sent } from "./form-feedback";
import { NameEmailFields } from "./name-email-fields";
import { SendForm } from "./send-form";

/** The work an inquiry is about, as the form shows and sends it. */
export interface InquiryItem {
  id: string;
  title: string;
  type: "image" | "video";
  category: string;
}

export interface InquiryFormProps {
  /** The work the visitor asks about; null for a general inquiry. */
  item: InquiryItem | null;
  /** Stores the inquiry; the real Firestore write by default (tests pass their own). */
  send?: (input: InquiryInput) => Promise<unknown>;
}

interface Values {
  name: string;
  email: string;
  message: string;
  website: string;
}

/** Name, email and message (about a work or not); validated, and kept if sending fails. */
export function InquiryForm({ item, send = createInquiry }: InquiryFormProps) {
  const sender = useSendForm<Values>(
    {
      initialValues: { name: "", email: "", message: "", website: "" },
      validateInputOnBlur: ["email"],
      validate: (values) => {
        const result = inquiryInputSchema.safeParse(toInput(values, item));
        return result.success ? {} : fieldErrors(result.error.issues);
      },
    },
    async (values) => {
      await send(toInput(values, item));
      recordEvent("inquiry", item ?? undefined);
    },
  );
  const { form } = sender;

  if (sender.status === "sent") {
    return (
      <Sent title="Thank you, your message is on its way" actions={<BackToGallery />}>
        {`I read every message and usually reply within two working days, at ${form.values.email || "the address you gave"}.`}
      </Sent>
    );
  }

  return (
    <SendForm sender={sender} label="Inquiry" submitLabel="Send message" submitIcon={<IconSend size={18} />}>
      <NameEmailFields form={form} />
      <Textarea
        label="Message"
        required
        rows={6}
        resize="vertical"
        maxLength={MESSAGE_LIMITS.messageMax}
        description={item ? `About “${item.title}”` : "What would you like to ask?"}
        {...form.getInputProps("message")}
      />
    </SendForm>
  );
}

function toInput(values: Values, item: InquiryItem | null): InquiryInput {
  return {
    name: values.name,
    email: values.email,
    message: values.message,
    itemId: item?.id ?? null,
    itemTitle: item?.title.slice(0, MESSAGE_LIMITS.itemTitleMax) ?? null,
  };
}
