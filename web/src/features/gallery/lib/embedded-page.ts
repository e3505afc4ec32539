import type { Category, GalleryItem, Tag } from "@folio/domain";
import type { GalleryFilter } from "./gallery-filter";

/**
 * What the server rendered a public page from, embedded in the HTML so the browser hydrates
 * the same page without querying Firestore again (see functions/src/ssr).
 */
export interface EmbeddedPage {
  /** The gallery the page shows (behind the viewer on `/item/:id`). */
  filter: GalleryFilter;
  /** Its first page, in display order. */
  items: GalleryItem[];
  /** Whether a next page exists. */
  hasMore: boolean;
  categories: Category[];
  tags: Tag[];
  /** On `/item/:id`: the id; null on gallery pages. */
  itemId: string | null;
  /** On `/item/:id`: the item, when it is published (null when there is no such item). */
  item: GalleryItem | null;
}

/** Id of the `<script type="application/json">` that carries the page. */
export const EMBEDDED_PAGE_ID = "folio-page";

/** Fields that hold dates in items, categories and tags (JSON carries them as ISO strings). */
const DATE_FIELDS = new Set(["createdAt", "updatedAt"]);

/**
 * JSON that is safe inside a `<script>` element: `<` never appears (so no `</script>` or
 * `<!--` can end or change the element), and the two line separators JavaScript once
 * treated as newlines are escaped too.
 */
export function serializeEmbeddedPage(page: EmbeddedPage): string {
  return JSON.stringify(page)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Reads an embedded page back (dates revived); null when the text is not one. */
export function parseEmbeddedPage(text: string | null | undefined): EmbeddedPage | null {
  if (!text) return null;
  try {
    const page = JSON.parse(text, (key, value: unknown) =>
      DATE_FIELDS.has(key) && typeof value === "string" ? new Date(value) : value,
    ) as EmbeddedPage | null;
    return page && Array.isArray(page.items) && typeof page.filter === "object" ? page : null;
  } catch {
    return null;
  }
}

/** Whether two filters name the same gallery in the same order. */
export function sameFilter(a: GalleryFilter, b: GalleryFilter): boolean {
  return a.category === b.category && a.tag === b.tag && a.sort === b.sort;
}
