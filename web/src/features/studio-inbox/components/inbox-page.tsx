import { Alert, EmptyState, Group, SegmentedControl, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { IconInbox, IconPlugConnectedX, IconShieldCheck, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { notifyInboxChanged } from "../api/count-unhandled-messages";
import { deleteLikelySpam } from "../api/delete-likely-spam";
import { deleteMessage } from "../api/delete-message";
import type { InboxEntry, InboxMessage, MessageKind } from "../api/inbox-message";
import type { MessageView } from "../api/message-view";
import { markMessageHandled } from "../api/mark-message-handled";
import type { ResendEmailRequest, ResendEmailResult } from "@folio/domain";
import { resendMessageEmail } from "../api/resend-message-email";
import { useInbox, type FetchMessagePage, type KindFilter } from "../hooks/use-inbox";
import { MessageCard, UnreadableCard } from "./message-card";

/** The inbox's reads and writes; Firestore by default, tests pass their own. */
export interface InboxSource {
  fetchPage?: FetchMessagePage;
  markHandled?: (kind: MessageKind, id: string, handled: boolean) => Promise<void>;
  deleteOne?: (kind: MessageKind, id: string) => Promise<void>;
  deleteAllSpam?: () => Promise<number>;
  resendEmail?: (request: ResendEmailRequest) => Promise<ResendEmailResult>;
}

export interface InboxPageProps {
  /** Where messages come from and go to. */
  source?: InboxSource;
}

type Box = MessageView["box"];
/** Whether the inbox shows open, handled or all messages. */
type StatusFilter = "open" | "handled" | "all";

const entryKey = (entry: { kind: string; id: string }) => `${entry.kind}/${entry.id}`;

/** Inquiries and booking requests, newest first and paged without end; likely spam apart. */
export function InboxPage({ source = {} }: InboxPageProps) {
  useDocumentTitle("Inbox · Folio Studio");
  const {
    fetchPage,
    markHandled = markMessageHandled,
    deleteOne = deleteMessage,
    deleteAllSpam = deleteLikelySpam,
    resendEmail = resendMessageEmail,
  } = source;
  const [box, setBox] = useState<Box>("inbox");
  const [kind, setKind] = useState<KindFilter>("all");
  const [status, setStatus] = useState<StatusFilter>("open");
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const view: MessageView = box === "spam" ? { box } : { box, status };
  const list = useInbox(view, kind, fetchPage);

  const withSaving = async (key: string, work: () => Promise<void>) => {
    setSaving((current) => new Set(current).add(key));
    try {
      await work();
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  };

  const toggleHandled = (message: InboxMessage) =>
    withSaving(entryKey(message), async () => {
      try {
        await markHandled(message.kind, message.id, !message.handled);
        list.update(message.kind, message.id, { handled: !message.handled });
        notifyInboxChanged();
        notifications.show({
          color: "teal",
          title: message.handled ? "Moved back to open" : "Marked handled",
          message: `${message.kind === "booking" ? "Booking request" : "Inquiry"} from ${message.name}.`,
        });
      } catch {
        notifications.show({
          color: "red",
          title: "Could not save",
          message: "The message keeps its state. Check your connection and try again.",
        });
      }
    });

  const remove = (entry: InboxEntry) =>
    withSaving(entryKey(entry), async () => {
      try {
        await deleteOne(entry.kind, entry.id);
        list.update(entry.kind, entry.id, "deleted");
        notifyInboxChanged();
        notifications.show({ color: "teal", title: "Deleted", message: "The message is gone for good." });
      } catch {
        notifications.show({
          color: "red",
          title: "Could not delete",
          message: "The message is still there. Check your connection and try again.",
        });
      }
    });

  const resend = (message: InboxMessage) =>
    withSaving(`email:${entryKey(message)}`, async () => {
      try {
        const result = await resendEmail({ kind: message.kind, id: message.id });
        if (result.outcome === "failed") {
          list.update(message.kind, message.id, {
            emailStatus: { state: "failed", reason: result.reason, detail: result.detail },
          });
          notifications.show({ color: "red", title: "Email not sent", message: result.detail });
        } else if (result.outcome === "in-flight") {
          list.update(message.kind, message.id, { emailStatus: { state: "sending" } });
        } else if (result.outcome === "sent" || result.outcome === "already-sent") {
          list.update(message.kind, message.id, { emailStatus: { state: "sent", sentAt: new Date() } });
          notifications.show({
            color: "teal",
            title: "Emailed to you",
            message: `About ${message.name}'s message.`,
          });
        } else {
          notifications.show({ color: "gray", title: "Not emailed", message: "Likely spam is not emailed." });
        }
      } catch {
        notifications.show({
          color: "red",
          title: "Could not ask for the email",
          message: "Check your connection and try again.",
        });
      }
    });

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
        deleteAllSpam().then(
          (count) => {
            notifyInboxChanged();
            list.reload();
            notifications.show({
              color: "teal",
              title: "Spam deleted",
              message: `${count} ${count === 1 ? "message" : "messages"} deleted.`,
            });
          },
          () => {
            list.reload();
            notifications.show({
              color: "red",
              title: "Could not delete all spam",
              message: "Some messages may remain. Check your connection and try again.",
            });
          },
        );
      },
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Inbox
          </Title>
          <Text c="dimmed" size="sm">
            {list.loading
              ? "Loading messages…"
              : `${list.entries.length} shown${list.hasMore ? " · more to load" : ""}`}
          </Text>
        </Stack>
        <Group gap="sm">
          <SegmentedControl
            aria-label="Folder"
            value={box}
            onChange={(value) => setBox(value as Box)}
            data={[
              { value: "inbox", label: "Inbox" },
              { value: "spam", label: "Likely spam" },
            ]}
          />
          <SegmentedControl
            aria-label="Kind of message"
            value={kind}
            onChange={(value) => setKind(value as KindFilter)}
            data={[
              { value: "all", label: "All" },
              { value: "inquiry", label: "Inquiries" },
              { value: "booking", label: "Bookings" },
            ]}
          />
          {box === "inbox" && (
            <SegmentedControl
              aria-label="Status"
              value={status}
              onChange={(value) => setStatus(value as StatusFilter)}
              data={[
                { value: "open", label: "Open" },
                { value: "handled", label: "Handled" },
                { value: "all", label: "All" },
              ]}
            />
          )}
        </Group>
      </Group>

      {box === "spam" && (
        <Alert color="gray" variant="light" icon={<IconShieldCheck size={18} />} title="Kept, but set apart">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Messages beyond a sender&apos;s daily budget, or beyond the site&apos;s budget for one minute,
              land here instead of the inbox and do not count as unread.
            </Text>
            <Button
              variant="outline"
              size="sm"
              leftIcon={<IconTrash size={16} />}
              onClick={confirmDeleteSpam}
            >
              Delete all likely spam
            </Button>
          </Stack>
        </Alert>
      )}

      {list.failed && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconPlugConnectedX size={18} />}
          title="Messages could not be read"
        >
          The inbox shows what it could load. Check your connection, then load again.
        </Alert>
      )}

      {list.loading ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading messages">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} h={150} radius="md" />
          ))}
        </Stack>
      ) : list.entries.length === 0 && !list.hasMore ? (
        <EmptyState
          icon={<IconInbox size={28} />}
          withIndicatorBackground
          title={box === "spam" ? "No likely spam" : status === "open" ? "All caught up" : "No messages here"}
          description={
            box === "spam"
              ? "Flood control has flagged nothing."
              : status === "open"
                ? "Inquiries and booking requests from visitors arrive here as they are sent."
                : "Try another filter."
          }
          py="xl"
        />
      ) : (
        <Stack gap="md">
          {list.entries.map((entry) =>
            entry.message ? (
              <MessageCard
                key={entryKey(entry)}
                message={entry.message}
                saving={saving.has(entryKey(entry))}
                onToggleHandled={toggleHandled}
                onDelete={entry.likelySpam ? () => void remove(entry) : undefined}
                emailStatus={entry.emailStatus}
                onResendEmail={() => entry.message && void resend(entry.message)}
                resending={saving.has(`email:${entryKey(entry)}`)}
              />
            ) : (
              <UnreadableCard
                key={entryKey(entry)}
                entry={entry}
                saving={saving.has(entryKey(entry))}
                onDelete={() => void remove(entry)}
              />
            ),
          )}
          {list.hasMore && (
            <Group justify="center">
              <Button variant="outline" loading={list.loadingMore} onClick={list.loadMore}>
                Load older messages
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Stack>
  );
}
