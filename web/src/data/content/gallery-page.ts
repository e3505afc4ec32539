import {
  ALL_CATEGORY_ID,
  COLLECTIONS,
  GALLERY_PAGE_SIZE,
  PUBLIC_QUERY_LIMIT_MAX,
  safeParseGalleryItem,
  type GalleryItem,
} from "@folio/domain";
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
} from "firebase/firestore/lite";

/** Order of a gallery list: newest `createdAt` first (spec default) or most viewed first. */
export type GallerySort = "newest" | "most-viewed";

/** Where the next page starts; opaque, hand back what the previous page returned. */
export interface GalleryCursor {
  /** A query result, or a document read by id (the public gallery continues a server-rendered page so). */
  readonly last: DocumentSnapshot;
}

export interface ListGalleryOptions {
  /** A category id; `all` or absent lists every category. */
  category?: string | null;
  /** Only items carrying this exact tag name. */
  tag?: string | null;
  /** Default "newest". */
  sort?: GallerySort;
  /** Default GALLERY_PAGE_SIZE (24); at most PUBLIC_QUERY_LIMIT_MAX - 1 (the rules' cap, less the look-ahead). */
  pageSize?: number;
  /** The owner's view: drafts too. Visitors (default) see published items only, as the rules require. */
  includeDrafts?: boolean;
  /** Continue after this page; absent for the first page. */
  cursor?: GalleryCursor | null;
}

export interface GalleryPage {
  items: GalleryItem[];
  /** Cursor of the next page; null when this was the last one. */
  next: GalleryCursor | null;
  /** True when the read failed: `items` is then empty (spec section 8). */
  failed: boolean;
}

function constraints(options: ListGalleryOptions, size: number): QueryConstraint[] {
  const list: QueryConstraint[] = [];
  if (!options.includeDrafts) list.push(where("published", "==", true));
  if (options.category && options.category !== ALL_CATEGORY_ID)
    list.push(where("category", "==", options.category));
  if (options.tag) list.push(where("tags", "array-contains", options.tag));
  if (options.sort === "most-viewed") list.push(orderBy("views", "desc"));
  list.push(orderBy("createdAt", "desc"));
  if (options.cursor) list.push(startAfter(options.cursor.last));
  // One extra document tells whether another page exists without a second query.
  list.push(limit(size + 1));
  return list;
}

/**
 * Reads one page of the gallery from `db` (no app config involved, so the emulator suite
 * runs it as it is). Reads `pageSize + 1` documents at most: a 10,000-item gallery costs
 * one page of reads, never the whole collection. Throws on a failed read.
 */
export async function fetchGalleryPage(
  db: Firestore,
  options: ListGalleryOptions = {},
): Promise<GalleryPage & { documentsRead: number }> {
  const size = Math.min(
    PUBLIC_QUERY_LIMIT_MAX - 1,
    Math.max(1, Math.floor(options.pageSize ?? GALLERY_PAGE_SIZE)),
  );
  const snapshot = await getDocs(query(collection(db, COLLECTIONS.gallery), ...constraints(options, size)));
  const docs = snapshot.docs.slice(0, size);
  const items = docs.flatMap((doc) => safeParseGalleryItem(doc.id, doc.data()) ?? []);
  const last = docs.at(-1);
  return {
    items,
    next: snapshot.docs.length > size && last ? { last } : null,
    failed: false,
    documentsRead: snapshot.size,
  };
}
