import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import type { InboxEntry, MessageKind } from "./inbox-message";
import { patchEntry, patchSteps, type EntryChange, type InboxCursors, type InboxStep } from "./merge-pages";

/** The inbox's query keys: its lists (one per view and kind filter), one message, and the navigation's open count. */
export const INBOX_KEYS = {
  lists: ["inbox", "list"],
  /** One message opened by address (`?message=`), then its kind and id. */
  message: ["inbox", "message"],
  openCount: ["inbox", "open-count"],
} as const;

/** The key of one message opened by address; the inbox's changes patch it like the lists. */
export const messageKey = ({ kind, id }: { kind: MessageKind; id: string }) =>
  [...INBOX_KEYS.message, kind, id] as const;

/** A list as the query cache holds it. */
export type InboxData = InfiniteData<InboxStep, InboxCursors>;

/**
 * After a change the owner saved: every loaded list shows it at once, without reading its pages
 * again (the open list drops a message just marked handled), lists not on screen read again the
 * next time they are shown, and the open count reads again. A message opened by address
 * (`?message=`) shows the change too.
 */
export async function applyInboxChange(
  queryClient: QueryClient,
  kind: MessageKind,
  id: string,
  change: EntryChange | "deleted",
): Promise<void> {
  queryClient.setQueriesData<InboxData>({ queryKey: INBOX_KEYS.lists }, (data) =>
    data ? { ...data, pages: patchSteps(data.pages, kind, id, change) } : data,
  );
  queryClient.setQueryData<InboxEntry | null>(messageKey({ kind, id }), (entry) => {
    if (!entry) return entry;
    return change === "deleted" ? null : patchEntry(entry, change);
  });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: INBOX_KEYS.lists, refetchType: "none" }),
    queryClient.invalidateQueries({ queryKey: INBOX_KEYS.openCount }),
  ]);
}
