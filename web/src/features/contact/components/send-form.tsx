import { Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { SendFormState, SendValues } from "../hooks/use-send-form";
import { SendError } from "./form-feedback";
import { Honeypot } from "./honeypot";

export interface SendFormProps<V extends SendValues> {
  /** The form's values and sending state, from `useSendForm`. */
  sender: SendFormState<V>;
  /** Accessible name of the form. */
  label: string;
  /** Text of the submit button. */
  submitLabel: string;
  /** Icon on the left of the submit button. */
  submitIcon: ReactNode;
  /** The form's own fields. */
  children: ReactNode;
}

/** A contact form's frame: why the last send failed, the fields, the bot trap and the submit button. */
export function SendForm<V extends SendValues>({
  sender,
  label,
  submitLabel,
  submitIcon,
  children,
}: SendFormProps<V>) {
  return (
    <form onSubmit={sender.onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        {sender.error && <SendError message={sender.error} />}
        {children}
        <Honeypot {...sender.honeypot} />
        <div>
          <Button type="submit" loading={sender.status === "sending"} leftIcon={submitIcon}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
