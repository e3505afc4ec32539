import { useForm, type UseFormInput, type UseFormReturnType } from "@mantine/form";
import { useState } from "react";
import type { HoneypotProps } from "../components/honeypot";

/** What every contact form holds besides its own fields: the bot trap. */
export interface SendValues {
  website: string;
}

/** Where a contact form is: being filled in, being stored, or stored. */
export type SendStatus = "editing" | "sending" | "sent";

/** A contact form's values and sending state, as `useSendForm` returns them. */
export interface SendFormState<V extends SendValues> {
  form: UseFormReturnType<V>;
  status: SendStatus;
  /** Why the last send failed; null when it did not. */
  error: string | null;
  /** Validates, then sends; wire it to the form element. */
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  /** The bot trap's value and setter. */
  honeypot: HoneypotProps;
}

/**
 * A controlled contact form: valid values go to `deliver`; a failure keeps every value and
 * says why; a filled honeypot looks sent and stores nothing.
 */
export function useSendForm<V extends SendValues>(
  input: UseFormInput<V>,
  deliver: (values: V) => Promise<void>,
): SendFormState<V> {
  const [status, setStatus] = useState<SendStatus>("editing");
  const [error, setError] = useState<string | null>(null);
  const form = useForm<V>({ mode: "controlled", ...input });

  const submit = async (values: V) => {
    setError(null);
    // A filled honeypot means a bot: pretend success, store nothing.
    if (values.website) return setStatus("sent");
    setStatus("sending");
    try {
      await deliver(values);
      setStatus("sent");
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setStatus("editing");
    }
  };

  return {
    form,
    status,
    error,
    onSubmit: form.onSubmit((values) => void submit(values)),
    honeypot: honeypotOf(form),
  };
}

/** The bot trap's field; typed on the shared values, as Mantine cannot resolve a path in a generic V. */
function honeypotOf(form: UseFormReturnType<SendValues>): HoneypotProps {
  return { value: form.values.website, onChange: (value) => form.setFieldValue("website", value) };
}
