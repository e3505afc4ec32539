import { Alert, EmptyState, Group, SegmentedControl, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconInbox, IconPlugConnectedX, IconShieldCheck, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { useStudioTitle } from "@/hooks/use-studio-title";
import type { FetchClientSelections } from "../api/get-client-selections";
import { useInbox, type FetchMessagePage, type KindFilter } from "../api/get-inbox";
import { parseMessageParam, type FetchMessage } from "../api/get-message";
import type { InboxEntry } from "../api/inbox-message";
import type { MessageView } from "../api/message-view";
import { entryKey, useInboxActions, type InboxWrites } from "../hooks/use-inbox-actions";
import { LinkedMessage } from "./linked-message";
import { MessageCard, UnreadableCard } from "./message-card";
import { SelectionsList } from "./selections-list";

/** The inbox's reads and writes; Firestore by default, tests pass their own. */
export interface InboxSource extends InboxWrites {
  fetchPage?: FetchMessagePage;
  fetchOne?: FetchMessage;
  fetchSelections?: FetchClientSelections;
}

export interface InboxPageProps {
  /** Where messages come from and go to. */
  source?: InboxSource;
}

type Box = MessageView["box"];
/** Whether the inbox shows open, handled or all messages. */
type StatusFilter = "open" | "handled" | "all";
/** Messages from visitors, or selections from client galleries. */
type Section = "messages" | "selections";

/**
 * Inquiries and booking requests, newest first and paged without end; likely spam apart. Opened
 * on `?message=kind/id` (the owner's email links there), it shows that one message.
 */
export function InboxPage({ source = {} }: InboxPageProps) {
  useStudioTitle("Inbox");
  const [box, setBox] = useState<Box>("inbox");
  const [kind, setKind] = useState<KindFilter>("all");
  const [status, setStatus] = useState<StatusFilter>("open");
  const [section, setSection] = useState<Section>("messages");
  const [params, setParams] = useSearchParams();
  const target = parseMessageParam(params.get("message"));
  const view: MessageView = box === "spam" ? { box } : { box, status };
  const list = useInbox(view, kind, source.fetchPage, target === null && section === "messages");
  const actions = useInboxActions(source);

  const renderEntry = (entry: InboxEntry) =>
    entry.message ? (
      <MessageCard
        key={entryKey(entry)}
        message={entry.message}
        saving={actions.saving(entry)}
        onToggleHandled={actions.toggleHandled}
        onDelete={entry.likelySpam ? () => actions.remove(entry) : undefined}
        emailStatus={entry.emailStatus}
        onResendEmail={() => entry.message && actions.resend(entry.message)}
        resending={actions.resending(entry)}
      />
    ) : (
      <UnreadableCard
        key={entryKey(entry)}
        entry={entry}
        saving={actions.saving(entry)}
        onDelete={() => actions.remove(entry)}
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

  const sectionControl = (
    <SegmentedControl
      aria-label="Section"
      value={section}
      onChange={(value) => setSection(value as Section)}
      data={[
        { value: "messages", label: "Messages" },
        { value: "selections", label: "Selections" },
      ]}
    />
  );

  if (section === "selections")
    return (
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          {heading}
          {sectionControl}
        </Group>
        <SelectionsList fetchSelections={source.fetchSelections} />
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
          {sectionControl}
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
              onClick={actions.confirmDeleteSpam}
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
