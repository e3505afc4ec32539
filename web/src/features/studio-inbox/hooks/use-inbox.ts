import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { MESSAGE_KINDS, type InboxEntry, type MessageKind } from "../api/inbox-message";
import { mergeStreams } from "../api/merge-pages";
import {
  entryVisible,
  fetchMessagePage,
  type MessageCursor,
  type MessagePage,
  type MessageView,
} from "../api/message-view";
import { db } from "@/lib/firebase/firestore";

/** Which kind of message the inbox shows. */
export type KindFilter = "all" | "inquiry" | "booking";

/** Reads one page of one kind for a view (Firestore by default; tests pass their own). */
export type FetchMessagePage = (
  kind: MessageKind,
  view: MessageView,
  cursor: MessageCursor | null,
) => Promise<MessagePage>;

const fromFirestore: FetchMessagePage = (kind, view, cursor) => fetchMessagePage(db(), kind, view, cursor);

interface Stream {
  entries: InboxEntry[];
  next: MessageCursor | null;
  done: boolean;
}

/** The inbox list of one view: what is shown, whether more can be loaded, and local edits. */
export interface InboxList {
  entries: InboxEntry[];
  loading: boolean;
  loadingMore: boolean;
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
  /** Reads the view again from its first page. */
  reload: () => void;
  /** Applies a change the owner saved, without reading again. */
  update: (kind: MessageKind, id: string, change: Partial<InboxEntry> | "deleted") => void;
}

/**
 * Pages through one view of the inbox, newest first, both kinds merged, with no cap: each
 * "load more" reads the next page of the kinds whose read entries are all shown.
 */
export function useInbox(
  view: MessageView,
  kind: KindFilter,
  fetchPage: FetchMessagePage = fromFirestore,
): InboxList {
  const kinds = useMemo(() => (kind === "all" ? MESSAGE_KINDS : [kind]), [kind]);
  const [streams, setStreams] = useState<Partial<Record<MessageKind, Stream>>>({});
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const generation = useRef(0);
  // Callers build `view` on each render; its content, not its identity, decides what to read.
  const viewKey = JSON.stringify(view);
  const stableView = useMemo(() => JSON.parse(viewKey) as MessageView, [viewKey]);

  const read = useCallback(
    async (wanted: readonly MessageKind[], current: Partial<Record<MessageKind, Stream>>) => {
      const mine = generation.current;
      const pages = await Promise.all(
        wanted.map(
          async (name) => [name, await fetchPage(name, stableView, current[name]?.next ?? null)] as const,
        ),
      );
      if (mine !== generation.current) return;
      setStreams((before) => {
        const next = { ...before };
        for (const [name, page] of pages) {
          const previous = before[name]?.entries ?? [];
          next[name] = { entries: [...previous, ...page.entries], next: page.next, done: page.next === null };
        }
        return next;
      });
    },
    [fetchPage, stableView],
  );

  useEffect(() => {
    generation.current += 1;
    setStreams({});
    setLoading(true);
    setFailed(false);
    read(kinds, {})
      .catch(() => setFailed(true))
      .finally(() => setLoading(false));
  }, [kinds, read, version]);

  const merged = mergeStreams(
    Object.fromEntries(kinds.map((name) => [name, streams[name] ?? { entries: [], done: false }])),
  );

  const loadMore = () => {
    if (loadingMore || merged.needMore.length === 0) return;
    setLoadingMore(true);
    setFailed(false);
    read(merged.needMore, streams)
      .catch(() => setFailed(true))
      .finally(() => setLoadingMore(false));
  };

  const update: InboxList["update"] = (name, id, change) => {
    setStreams((before) => {
      const stream = before[name];
      if (!stream) return before;
      const entries =
        change === "deleted"
          ? stream.entries.filter((entry) => entry.id !== id)
          : stream.entries.map((entry) => (entry.id === id ? { ...entry, ...change } : entry));
      return { ...before, [name]: { ...stream, entries } };
    });
  };

  return {
    entries: merged.shown.filter((entry) => entryVisible(entry, view)),
    loading,
    loadingMore,
    failed,
    hasMore: merged.hasMore,
    loadMore,
    reload: () => setVersion((value) => value + 1),
    update,
  };
}
