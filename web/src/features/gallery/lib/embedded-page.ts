import type { CameraDetails, Category, GalleryItem, Tag } from "@folio/domain";
import type { GalleryFilter } from "./gallery-filter";
import { scriptSafeJson } from "@/lib/script-json";

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
  /**
   * The most used tags (TAGS_SHOWN_FIRST of them), and the page's own tag when it exists and is
   * not among them: the server never reads the whole tag list.
   */
  tags: Tag[];
  /** How many tags are in use: "All tags" reads the rest when the visitor asks. */
  tagsInUse: number;
  /** On `/item/:id`: the id; null on gallery pages. */
  itemId: string | null;
  /** On `/item/:id`: the item, when it is published (null when there is no such item). */
  item: GalleryItem | null;
  /**
   * On `/item/:id` of a site that shows camera details: the item's (null when it has none);
   * absent when the site does not show them.
   */
  camera?: CameraDetails | null;
  /**
   * When the server read the first page (ms since the epoch): a kept copy of a page can be days
   * old, and its works' like counts with it (functions/src/ssr/page-data.ts).
   */
  readAt?: number;
}

/** How old a like count may be before the viewer reads the work's own afresh. */
export const COUNTS_FRESH_MS = 60 * 60_000;

/**
 * The works of a page the server rendered whose like counts are older than COUNTS_FRESH_MS
 * (the viewer reads theirs afresh when it shows them): none on a page read within the hour.
 */
export function staleCountIds(page: EmbeddedPage | null, now: number): ReadonlySet<string> {
  if (page?.readAt === undefined || now - page.readAt <= COUNTS_FRESH_MS) return new Set();
  return new Set([...page.items.map((item) => item.id), ...(page.item ? [page.item.id] : [])]);
}

/** Id of the `<script type="application/json">` that carries the page. */
export const EMBEDDED_PAGE_ID = "folio-page";

/** Fields of items, categories and tags that hold dates (JSON carries them as ISO strings). */
const DATE_FIELDS = ["createdAt", "updatedAt"] as const;

/** The page's data as the server embeds it (scriptSafeJson). */
export function serializeEmbeddedPage(page: EmbeddedPage): string {
  return scriptSafeJson(page);
}

/** Turns a record's date fields back into dates, in place. */
function reviveDates(record: object): void {
  const fields = record as Record<string, unknown>;
  for (const field of DATE_FIELDS)
    if (typeof fields[field] === "string") fields[field] = new Date(fields[field]);
}

/** Reads an embedded page back (dates revived); null when the text is not one. */
export function parseEmbeddedPage(text: string | null | undefined): EmbeddedPage | null {
  if (!text) return null;
  try {
    // Parsed plainly, then the known records revived: a JSON.parse reviver is called for every
    // value, which costs milliseconds of a phone's main thread just before hydration.
    const page = JSON.parse(text) as EmbeddedPage | null;
    if (
      !page ||
      typeof page.filter !== "object" ||
      ![page.items, page.categories, page.tags].every((list) => Array.isArray(list)) ||
      typeof page.tagsInUse !== "number"
    )
      return null;
    for (const record of [...page.items, ...page.categories, ...page.tags, ...(page.item ? [page.item] : [])])
      reviveDates(record);
    return page;
  } catch {
    return null;
  }
}

/** Whether two filters name the same gallery in the same order. */
export function sameFilter(a: GalleryFilter, b: GalleryFilter): boolean {
  return a.category === b.category && a.tag === b.tag && a.sort === b.sort;
}

/**
 * Whether the tag of a page the server rendered exists: the server read it by name and embedded
 * it, or works carry its name (a name with no tag document still makes a page). True for a page
 * without a tag.
 */
export function pageTagExists(page: Pick<EmbeddedPage, "filter" | "items" | "tags">): boolean {
  const name = page.filter.tag;
  return name === null || page.items.length > 0 || page.tags.some((tag) => tag.name === name);
}
