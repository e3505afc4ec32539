import { Alert, EmptyState, Group, SegmentedControl, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconInbox, IconPlugConnectedX } from "@tabler/icons-react";
import { useState } from "react";
import type { InboxMessage } from "@/data/messages/inbox-message";
import { useMessages } from "@/data/messages/list-messages";
import { markMessageHandled } from "@/data/messages/mark-message-handled";
import { filterMessages, type KindFilter, type StatusFilter } from "../inbox-filter";
import { MessageCard } from "./message-card";

const messageKey = (message: InboxMessage) => `${message.kind}/${message.id}`;

/** Inquiries and booking requests, newest first, to answer and mark handled. */
export function InboxPage() {
  useDocumentTitle("Inbox · Folio Studio");
  const { messages, loading, failed } = useMessages();
  const [kind, setKind] = useState<KindFilter>("all");
  const [status, setStatus] = useState<StatusFilter>("open");
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());
  const shown = filterMessages(messages, kind, status);
  const openCount = messages.filter((message) => !message.handled).length;

  const toggleHandled = async (message: InboxMessage) => {
    const key = messageKey(message);
    setSaving((current) => new Set(current).add(key));
    try {
      await markMessageHandled(message.kind, message.id, !message.handled);
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
    } finally {
      setSaving((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Inbox
          </Title>
          <Text c="dimmed" size="sm">
            {loading ? "Loading messages…" : `${openCount} open · ${messages.length} in total`}
          </Text>
        </Stack>
        <Group gap="sm">
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
        </Group>
      </Group>

      {failed && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconPlugConnectedX size={18} />}
          title="Messages could not be read"
        >
          The inbox shows what it could load. It retries on its own when the connection returns.
        </Alert>
      )}

      {loading ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading messages">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} h={150} radius="md" />
          ))}
        </Stack>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={<IconInbox size={28} />}
          withIndicatorBackground
          title={status === "open" ? "All caught up" : "No messages here"}
          description={
            status === "open"
              ? "Inquiries and booking requests from visitors arrive here as they are sent."
              : "Try another filter."
          }
          py="xl"
        />
      ) : (
        <Stack gap="md">
          {shown.map((message) => (
            <MessageCard
              key={messageKey(message)}
              message={message}
              saving={saving.has(messageKey(message))}
              onToggleHandled={toggleHandled}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
