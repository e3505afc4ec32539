import { Alert, EmptyState, Group, SegmentedControl, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { modals } from "@mantine/modals";
import { notifications } from "@mantine/notifications";
import { IconInbox, IconPlugConnectedX, IconShieldCheck, IconTrash } from "@tabler/icons-react";
import { useMutationState } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { ResendEmailRequest, ResendEmailResult } from "@folio/domain";
import { Button } from "@/components/ui/button";
import { useDeleteLikelySpam } from "../api/delete-likely-spam";
import { DELETE_MESSAGE_KEY, useDeleteMessage } from "../api/delete-message";
import { useInbox, type FetchMessagePage, type KindFilter } from "../api/get-inbox";
import { parseMessageParam, type FetchMessage } from "../api/get-message";
import type { InboxEntry, InboxMessage, MessageKind } from "../api/inbox-message";
import { MARK_HANDLED_KEY, useMarkMessageHandled } from "../api/mark-message-handled";
import type { MessageView } from "../api/message-view";
import { RESEND_EMAIL_KEY, useResendMessageEmail } from "../api/resend-message-email";
import { LinkedMessage } from "./linked-message";
import { MessageCard, UnreadableCard } from "./message-card";

/** The inbox's reads and writes; Firestore by default, tests pass their own. */
export interface InboxSource {
  fetchPage?: FetchMessagePage;
  fetchOne?: FetchMessage;
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

/** The messages (`kind/id`) with a mutation of this key in flight, so their cards show it. */
function usePendingKeys(mutationKey: readonly string[]): ReadonlySet<string> {
  const pending = useMutationState({
    filters: { mutationKey, status: "pending" },
    select: (mutation) => mutation.state.variables as { kind: string; id: string },
  });
  return new Set(pending.map(entryKey));
}

/**
 * Inquiries and booking requests, newest first and paged without end; likely spam apart. Opened
 * on `?message=kind/id` (the owner's email links there), it shows that one message.
 */
export function InboxPage({ source = {} }: InboxPageProps) {
  useDocumentTitle("Inbox · Folio Studio");
  const [box, setBox] = useState<Box>("inbox");
  const [kind, setKind] = useState<KindFilter>("all");
  const [status, setStatus] = useState<StatusFilter>("open");
  const [params, setParams] = useSearchParams();
  const target = parseMessageParam(params.get("message"));
  const view: MessageView = box === "spam" ? { box } : { box, status };
  const list = useInbox(view, kind, source.fetchPage, target === null);
  const markHandled = useMarkMessageHandled(source.markHandled);
  const deleteOne = useDeleteMessage(source.deleteOne);
  const deleteAllSpam = useDeleteLikelySpam(source.deleteAllSpam);
  const resendEmail = useResendMessageEmail(source.resendEmail);
  const marking = usePendingKeys(MARK_HANDLED_KEY);
  const deleting = usePendingKeys(DELETE_MESSAGE_KEY);
  const resending = usePendingKeys(RESEND_EMAIL_KEY);
  const saving = (entry: InboxEntry) => marking.has(entryKey(entry)) || deleting.has(entryKey(entry));

  const toggleHandled = (message: InboxMessage) =>
    markHandled.mutate(
      { kind: message.kind, id: message.id, handled: !message.handled },
      {
        onSuccess: () =>
          notifications.show({
            color: "teal",
            title: message.handled ? "Moved back to open" : "Marked handled",
            message: `${message.kind === "booking" ? "Booking request" : "Inquiry"} from ${message.name}.`,
          }),
        onError: () =>
          notifications.show({
            color: "red",
            title: "Could not save",
            message: "The message keeps its state. Check your connection and try again.",
          }),
      },
    );

  const remove = (entry: InboxEntry) =>
    deleteOne.mutate(
      { kind: entry.kind, id: entry.id },
      {
        onSuccess: () =>
          notifications.show({ color: "teal", title: "Deleted", message: "The message is gone for good." }),
        onError: () =>
          notifications.show({
            color: "red",
            title: "Could not delete",
            message: "The message is still there. Check your connection and try again.",
          }),
      },
    );

  const resend = (message: InboxMessage) =>
    resendEmail.mutate(
      { kind: message.kind, id: message.id },
      {
        onSuccess: (result) => {
          if (result.outcome === "failed")
            notifications.show({ color: "red", title: "Email not sent", message: result.detail });
          else if (result.outcome === "sent" || result.outcome === "already-sent")
            notifications.show({
              color: "teal",
              title: "Emailed to you",
              message: `About ${message.name}'s message.`,
            });
          else if (result.outcome !== "in-flight")
            notifications.show({
              color: "gray",
              title: "Not emailed",
              message: "Likely spam is not emailed.",
            });
        },
        onError: () =>
          notifications.show({
            color: "red",
            title: "Could not ask for the email",
            message: "Check your connection and try again.",
          }),
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
            notifications.show({
              color: "teal",
              title: "Spam deleted",
              message: `${count} ${count === 1 ? "message" : "messages"} deleted.`,
            }),
          onError: () =>
            notifications.show({
              color: "red",
              title: "Could not delete all spam",
              message: "Some messages may remain. Check your connection and try again.",
            }),
        });
      },
    });

  const renderEntry = (entry: InboxEntry) =>
    entry.message ? (
      <MessageCard
        key={entryKey(entry)}
        message={entry.message}
        saving={saving(entry)}
        onToggleHandled={toggleHandled}
        onDelete={entry.likelySpam ? () => remove(entry) : undefined}
        emailStatus={entry.emailStatus}
        onResendEmail={() => entry.message && resend(entry.message)}
        resending={resending.has(entryKey(entry))}
      />
    ) : (
      <UnreadableCard
        key={entryKey(entry)}
        entry={entry}
        saving={saving(entry)}
        onDelete={() => remove(entry)}
      />
    );

  const heading = (
    <Title order={1} size="h2">
      Inbox
    </Title>
  );

  if (target)
    return (
      <Stack gap="lg">
        {heading}
        <LinkedMessage
          target={target}
          fetchOne={source.fetchOne}
          renderEntry={renderEntry}
          onShowAll={() => setParams({})}
        />
      </Stack>
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          {heading}
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
          <Stack gap="xs" align="flex-start">
            <Text size="sm">The inbox shows what it could load. Check your connection, then load again.</Text>
            <Button variant="outline" size="sm" onClick={list.reload}>
              Load again
            </Button>
          </Stack>
        </Alert>
      )}

      {list.loading ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading messages">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} h={150} radius="md" />
          ))}
        </Stack>
      ) : list.entries.length === 0 && !list.hasMore && !list.failed ? (
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
          {list.entries.map(renderEntry)}
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
