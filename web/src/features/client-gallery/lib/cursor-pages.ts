/** One cursor page of a set's works: what it holds and where the next one starts. */
export interface CursorPage<Item, Cursor> {
  items: readonly Item[];
  /** The last document read (the next page starts after it); null when it was the last page. */
  next: Cursor | null;
}

/**
 * Builds a page from what a `limit(pageSize)` query answered, before filtering. A full page may
 * have more after it; a short one is the end. The cursor is the last document read, not the
 * last one shown, so works still being prepared (skipped) do not make a page repeat.
 */
export function toCursorPage<Doc, Item>(
  docs: readonly Doc[],
  pageSize: number,
  toItem: (doc: Doc) => Item | null,
): CursorPage<Item, Doc> {
  const items: Item[] = [];
  for (const doc of docs) {
    const item = toItem(doc);
    if (item !== null) items.push(item);
  }
  return { items, next: docs.length >= pageSize ? (docs.at(-1) ?? null) : null };
}

/** Every item of the pages loaded so far, in order. */
export function flattenPages<Item>(pages: readonly CursorPage<Item, unknown>[] | undefined): Item[] {
  return pages ? pages.flatMap((page) => page.items) : [];
}
