import { Alert, Group, Text } from "@mantine/core";
import { EMAIL_FAILURE_TEXT, type EmailStatus } from "@folio/domain";
import { IconMailCheck, IconMailExclamation, IconSend } from "@tabler/icons-react";
import { Button } from "@/components/ui/button";

export interface EmailStatusProps {
  /** The owner's email about this message; null when none was due (yet). */
  status: EmailStatus | null;
  /** Sends it again (the resendMessageEmail callable). */
  onResend: () => void;
  /** True while a resend is in flight. */
  resending: boolean;
}

/**
 * Whether the owner was emailed about a message: quiet when it was, a warning with the reason
 * and "Send again" when it was not.
 */
export function EmailStatusLine({ status, onResend, resending }: EmailStatusProps) {
  if (status === null) return null;
  if (status.state === "sent")
    return (
      <Group gap={4} c="dimmed">
        <IconMailCheck size={14} aria-hidden />
        <Text size="xs">Emailed to you</Text>
      </Group>
    );
  if (status.state === "sending")
    return (
      <Group gap={4} c="dimmed">
        <IconSend size={14} aria-hidden />
        <Text size="xs">Emailing you…</Text>
      </Group>
    );
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconMailExclamation size={18} />}
      title={`Email not sent: ${EMAIL_FAILURE_TEXT[status.reason]}`}
      role="status"
    >
      <Group justify="space-between" gap="sm">
        <Text size="xs" c="dimmed">
          {status.detail ?? "You can send it again."}
        </Text>
        <Button
          size="sm"
          variant="outline"
          loading={resending}
          onClick={onResend}
          leftIcon={<IconSend size={16} />}
        >
          Send again
        </Button>
      </Group>
    </Alert>
  );
}
