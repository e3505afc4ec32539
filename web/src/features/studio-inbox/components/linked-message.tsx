import { Alert, EmptyState, Group, Skeleton, Stack, Text } from "@mantine/core";
import { IconArrowLeft, IconMailOff, IconPlugConnectedX } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useInboxMessage, type FetchMessage, type MessageTarget } from "../api/get-message";
import type { InboxEntry } from "../api/inbox-message";

export interface LinkedMessageProps {
  /** The message the address names (`?message=kind/id`). */
  target: MessageTarget;
  /** Reads it; Firestore by default. */
  fetchOne?: FetchMessage;
  /** Renders its card, with the same actions as in the list. */
  renderEntry: (entry: InboxEntry) => ReactNode;
  /** Leaves it for the whole inbox. */
  onShowAll: () => void;
}

/**
 * The one message the owner's email links to, read by id: whether it is open, handled, older
 * than any page loaded, or likely spam, the link opens it.
 */
export function LinkedMessage({ target, fetchOne, renderEntry, onShowAll }: LinkedMessageProps) {
  const query = useInboxMessage(target, fetchOne);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text c="dimmed" size="sm">
          The message your email links to.
        </Text>
        <Button variant="outline" size="sm" leftIcon={<IconArrowLeft size={16} />} onClick={onShowAll}>
          All messages
        </Button>
      </Group>
      {query.isPending ? (
        <Skeleton h={150} radius="md" aria-busy="true" aria-label="Loading the message" />
      ) : query.isError ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconPlugConnectedX size={18} />}
          title="The message could not be read"
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Check your connection, then load it again.</Text>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Load again
            </Button>
          </Stack>
        </Alert>
      ) : query.data ? (
        renderEntry(query.data)
      ) : (
        <EmptyState
          icon={<IconMailOff size={28} />}
          withIndicatorBackground
          title="This message is gone"
          description="It was deleted. The rest of the inbox is one click away."
          py="xl"
        />
      )}
    </Stack>
  );
}
