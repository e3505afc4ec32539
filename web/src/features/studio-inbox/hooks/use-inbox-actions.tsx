import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { useMutationState } from "@tanstack/react-query";
import { notifyFailed, notifySaved } from "@/components/ui/notify";
import type { ResendEmailRequest, ResendEmailResult } from "@folio/domain";
import { useDeleteLikelySpam } from "../api/delete-likely-spam";
import { DELETE_MESSAGE_KEY, useDeleteMessage } from "../api/delete-message";
import type { InboxEntry, InboxMessage, MessageKind } from "../api/inbox-message";
import { MARK_HANDLED_KEY, useMarkMessageHandled } from "../api/mark-message-handled";
import { RESEND_EMAIL_KEY, useResendMessageEmail } from "../api/resend-message-email";

/** The inbox's writes; Firestore and the callable by default, tests pass their own. */
export interface InboxWrites {
  markHandled?: (kind: MessageKind, id: string, handled: boolean) => Promise<void>;
  deleteOne?: (kind: MessageKind, id: string) => Promise<void>;
  deleteAllSpam?: () => Promise<number>;
  resendEmail?: (request: ResendEmailRequest) => Promise<ResendEmailResult>;
}

/** A message's key across both kinds (`kind/id`): React keys and the cards in flight. */
export const entryKey = (entry: { kind: string; id: string }) => `${entry.kind}/${entry.id}`;

/** The messages (`kind/id`) with a mutation of this key in flight, so their cards show it. */
function usePendingKeys(mutationKey: readonly string[]): ReadonlySet<string> {
  const pending = useMutationState({
    filters: { mutationKey, status: "pending" },
    select: (mutation) => mutation.state.variables as { kind: string; id: string },
  });
  return new Set(pending.map(entryKey));
}

/**
 * What the owner can do to messages from the inbox, each a mutation that tells how it went in a
 * notification, and which cards are saving or sending meanwhile.
 */
export function useInboxActions(writes: InboxWrites) {
  const markHandled = useMarkMessageHandled(writes.markHandled);
  const deleteOne = useDeleteMessage(writes.deleteOne);
  const deleteAllSpam = useDeleteLikelySpam(writes.deleteAllSpam);
  const resendEmail = useResendMessageEmail(writes.resendEmail);
  const marking = usePendingKeys(MARK_HANDLED_KEY);
  const deleting = usePendingKeys(DELETE_MESSAGE_KEY);
  const resending = usePendingKeys(RESEND_EMAIL_KEY);
  const saving = (entry: InboxEntry) => marking.has(entryKey(entry)) || deleting.has(entryKey(entry));

  const toggleHandled = (message: InboxMessage) =>
    markHandled.mutate(
      { kind: message.kind, id: message.id, handled: !message.handled },
      {
        onSuccess: () =>
          notifySaved(
            message.handled ? "Moved back to open" : "Marked handled",
            `${message.kind === "booking" ? "Booking request" : "Inquiry"} from ${message.name}.`,
          ),
        onError: () =>
          notifyFailed("Could not save", "The message keeps its state. Check your connection and try again."),
      },
    );

  const remove = (entry: InboxEntry) =>
    deleteOne.mutate(
      { kind: entry.kind, id: entry.id },
      {
        onSuccess: () => notifySaved("Deleted", "The message is gone for good."),
        onError: () =>
          notifyFailed(
            "Could not delete",
            "The message is still there. Check your connection and try again.",
          ),
      },
    );

  const resend = (message: InboxMessage) =>
    resendEmail.mutate(
      { kind: message.kind, id: message.id },
      {
        onSuccess: (result) => {
          if (result.outcome === "failed") notifyFailed("Email not sent", result.detail);
          else if (result.outcome === "sent" || result.outcome === "already-sent")
            notifySaved("Emailed to you", `About ${message.name}'s message.`);
          else if (result.outcome !== "in-flight")
            notifications.show({
              color: "gray",
              title: "Not emailed",
              message: "Likely spam is not emailed.",
            });
        },
        onError: () => notifyFailed("Could not ask for the email", "Check your connection and try again."),
      },
    );

  const confirmDeleteSpam = () =>
    modals.openConfirmModal({
      title: "Delete all likely spam?",
      children: (
        <Text size="sm">
          Every message flood control flagged is deleted, not only those loaded here. This cannot be undone.
        </Text>
      ),
      labels: { confirm: "Delete all", cancel: "Keep them" },
      confirmProps: { color: "red" },
      onConfirm: () => {
        deleteAllSpam.mutate(undefined, {
          onSuccess: (count) =>
            notifySaved("Spam deleted", `${count} ${count === 1 ? "message" : "messages"} deleted.`),
          onError: () =>
            notifyFailed(
              "Could not delete all spam",
              "Some messages may remain. Check your connection and try again.",
            ),
        });
      },
    });

  return {
    toggleHandled,
    remove,
    resend,
    confirmDeleteSpam,
    saving,
    resending: (entry: InboxEntry) => resending.has(entryKey(entry)),
  };
}
