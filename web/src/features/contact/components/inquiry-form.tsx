import { inquiryInputSchema, MESSAGE_LIMITS, type InquiryInput } from "@folio/domain";
import { Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { recordEvent } from "@/data/analytics/tracker";
import { createInquiry } from "@/data/messages/create-inquiry";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { fieldErrors } from "../lib/field-errors";
import { Honeypot } from "./honeypot";
import { SendError, Sent } from "./form-feedback";

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
  const [status, setStatus] = useState<"editing" | "sending" | "sent">("editing");
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { name: "", email: "", message: "", website: "" },
    validateInputOnBlur: ["email"],
    validate: (values) => {
      const result = inquiryInputSchema.safeParse(toInput(values, item));
      return result.success ? {} : fieldErrors(result.error.issues);
    },
  });

  const submit = async (values: Values) => {
    setError(null);
    // A filled honeypot means a bot: pretend success, store nothing.
    if (values.website) return setStatus("sent");
    setStatus("sending");
    try {
      await send(toInput(values, item));
      recordEvent("inquiry", item ?? undefined);
      setStatus("sent");
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setStatus("editing");
    }
  };

  if (status === "sent") {
    return (
      <Sent
        title="Thank you, your message is on its way"
        actions={
          <Button variant="outline" to={paths.home.href()}>
            Back to the gallery
          </Button>
        }
      >
        {`I read every message and usually reply within two working days, at ${form.values.email || "the address you gave"}.`}
      </Sent>
    );
  }

  return (
    <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate aria-label="Inquiry">
      <Stack gap="md">
        {error && <SendError message={error} />}
        <TextInput label="Name" autoComplete="name" required {...form.getInputProps("name")} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps("email")}
        />
        <Textarea
          label="Message"
          required
          rows={6}
          resize="vertical"
          maxLength={MESSAGE_LIMITS.messageMax}
          description={item ? `About “${item.title}”` : "What would you like to ask?"}
          {...form.getInputProps("message")}
        />
        <Honeypot value={form.values.website} onChange={(value) => form.setFieldValue("website", value)} />
        <div>
          <Button type="submit" loading={status === "sending"} leftIcon={<IconSend size={18} />}>
            Send message
          </Button>
        </div>
      </Stack>
    </form>
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
