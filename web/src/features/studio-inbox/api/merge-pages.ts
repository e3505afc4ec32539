import { newestFirst, type InboxEntry, type MessageKind } from "./inbox-message";

/** What has been read of one kind's list so far: its entries newest first, and whether that is all. */
export interface KindStream {
  entries: readonly InboxEntry[];
  done: boolean;
}

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
