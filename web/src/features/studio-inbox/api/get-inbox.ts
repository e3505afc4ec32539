import { useInfiniteQuery } from "@tanstack/react-query";
import { INBOX_KEYS } from "./inbox-cache";
import { MESSAGE_KINDS, type InboxEntry, type MessageKind } from "./inbox-message";
import { mergeStreams, nextCursors, streamsOf, type InboxCursors, type InboxStep } from "./merge-pages";
import {
  entryVisible,
  fetchMessagePage,
  type MessageCursor,
  type MessagePage,
  type MessageView,
} from "./message-view";
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

/** The inbox list of one view: what is shown and whether more can be loaded. */
export interface InboxList {
  entries: InboxEntry[];
  loading: boolean;
  loadingMore: boolean;
  /** The last read failed (what was read before stays shown). */
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
  /** Reads the view again from its first page. */
  reload: () => void;
}

/**
 * Pages through one view of the inbox, newest first, both kinds merged, with no cap: each step
 * of the infinite query reads the next page of the kinds whose read entries are all shown.
 */
export function useInbox(
  view: MessageView,
  kind: KindFilter,
  fetchPage: FetchMessagePage = fromFirestore,
  /** False while the page shows one message instead (nothing is read). */
  enabled = true,
): InboxList {
  const kinds: readonly MessageKind[] = kind === "all" ? MESSAGE_KINDS : [kind];
  const query = useInfiniteQuery({
    queryKey: [...INBOX_KEYS.lists, view, kind],
    initialPageParam: Object.fromEntries(kinds.map((name) => [name, null])) as InboxCursors,
    queryFn: async ({ pageParam }): Promise<InboxStep> => {
      const wanted = Object.keys(pageParam) as MessageKind[];
      const pages = await Promise.all(
        wanted.map(async (name) => [name, await fetchPage(name, view, pageParam[name] ?? null)] as const),
      );
      return Object.fromEntries(pages);
    },
    getNextPageParam: (_last, steps) => nextCursors(kinds, steps),
    enabled,
  });
  const merged = mergeStreams(streamsOf(kinds, query.data?.pages ?? []));
  const { fetchNextPage, isFetchingNextPage, refetch } = query;
  return {
    entries: merged.shown.filter((entry) => entryVisible(entry, view)),
    loading: query.isPending,
    loadingMore: isFetchingNextPage,
    failed: query.isError,
    hasMore: query.hasNextPage,
    loadMore: () => {
      if (!isFetchingNextPage) void fetchNextPage();
    },
    reload: () => void refetch(),
  };
}
