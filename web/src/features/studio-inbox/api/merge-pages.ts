import { newestFirst, type InboxEntry, type InboxMessage, type MessageKind } from "./inbox-message";
import type { MessageCursor, MessagePage } from "./message-view";

/** What has been read of one kind's list so far: its entries newest first, and whether that is all. */
export interface KindStream {
  entries: readonly InboxEntry[];
  done: boolean;
}

/** One step of paging through the inbox: the page read of each kind that needed one. */
export type InboxStep = Partial<Record<MessageKind, MessagePage>>;

/** Where each kind named reads its next page from (null: its first page). */
export type InboxCursors = Partial<Record<MessageKind, MessageCursor | null>>;

const time = (entry: InboxEntry) => entry.createdAt?.getTime() ?? Number.MAX_SAFE_INTEGER;

/**
 * Merges the pages read of each kind into one list, newest first, showing only what is certain:
 * an entry older than the last one read of a kind that has more could still have unread
 * neighbours of that kind, so it waits for the next page. Also names the kinds whose next page
 * is needed to show more (those whose every read entry is shown), and whether anything remains.
 */
export function mergeStreams(streams: Partial<Record<MessageKind, KindStream>>): {
  shown: InboxEntry[];
  needMore: MessageKind[];
  hasMore: boolean;
} {
  const kinds = Object.keys(streams) as MessageKind[];
  let boundary = Number.NEGATIVE_INFINITY;
  for (const kind of kinds) {
    const stream = streams[kind]!;
    const last = stream.entries.at(-1);
    if (!stream.done) boundary = Math.max(boundary, last ? time(last) : Number.POSITIVE_INFINITY);
  }
  const shown = kinds
    .flatMap((kind) => streams[kind]!.entries.filter((entry) => time(entry) >= boundary))
    .sort(newestFirst);
  const needMore = kinds.filter((kind) => {
    const stream = streams[kind]!;
    return !stream.done && stream.entries.every((entry) => time(entry) >= boundary);
  });
  return { shown, needMore, hasMore: kinds.some((kind) => !streams[kind]!.done) };
}

/** Each kind's stream from the steps read so far: its entries in order, and its next cursor. */
export function streamsOf(
  kinds: readonly MessageKind[],
  steps: readonly InboxStep[],
): Record<MessageKind, KindStream & { next: MessageCursor | null }> {
  const streams = Object.create(null) as Record<MessageKind, KindStream & { next: MessageCursor | null }>;
  for (const kind of kinds) {
    const pages = steps.flatMap((step) => (step[kind] ? [step[kind]] : []));
    const next = pages.at(-1)?.next ?? null;
    streams[kind] = {
      entries: pages.flatMap((page) => page.entries),
      next,
      done: pages.length > 0 && next === null,
    };
  }
  return streams;
}

/** The cursors of the next step (the kinds `mergeStreams` needs more of), or undefined when all is read. */
export function nextCursors(
  kinds: readonly MessageKind[],
  steps: readonly InboxStep[],
): InboxCursors | undefined {
  const streams = streamsOf(kinds, steps);
  const { needMore } = mergeStreams(streams);
  if (needMore.length === 0) return undefined;
  return Object.fromEntries(needMore.map((kind) => [kind, streams[kind].next]));
}

/** What the owner can change of a message from the inbox. */
export type EntryChange = Partial<Pick<InboxEntry, "handled" | "emailStatus">>;

/** An entry with a saved change; `handled` is on the parsed message too, which its card reads. */
export function patchEntry(entry: InboxEntry, change: EntryChange): InboxEntry {
  const message =
    entry.message && change.handled !== undefined
      ? ({ ...entry.message, handled: change.handled } as InboxMessage)
      : entry.message;
  return { ...entry, ...change, message };
}

/** A saved change to one message, applied to the steps read (no read again). */
export function patchSteps(
  steps: readonly InboxStep[],
  kind: MessageKind,
  id: string,
  change: EntryChange | "deleted",
): InboxStep[] {
  return steps.map((step) => {
    const page = step[kind];
    if (!page || !page.entries.some((entry) => entry.id === id)) return step;
    const entries =
      change === "deleted"
        ? page.entries.filter((entry) => entry.id !== id)
        : page.entries.map((entry) => (entry.id === id ? patchEntry(entry, change) : entry));
    return { ...step, [kind]: { ...page, entries } };
  });
}
