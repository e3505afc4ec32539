import type { Firestore, Query } from "firebase-admin/firestore";
import {
  ALL_CATEGORY_ID,
  CAMERA_DETAILS_COLLECTION,
  COLLECTIONS,
  GALLERY_CATEGORY_TYPE,
  GALLERY_PAGE_SIZE,
  safeParseCameraDetails,
  safeParseCategory,
  safeParseGalleryItem,
  safeParseSiteSettings,
  safeParseTag,
  SITE_SETTINGS_PATH,
  sitePageOf,
  TAGS_SHOWN_FIRST,
  withDefaultCategory,
  type CameraDetails,
  type GalleryItem,
  type SitePage,
  type SiteSettings,
  type Tag,
} from "@folio/domain";
import { CONTENT_PARTS } from "../lib/content-version";
import { keptId, readKept, storedDoc, type KeptCopy, type StoredDoc } from "./page-snapshots";
import type { RequestReads } from "./render-cache";
import type { EmbeddedPage, GalleryFilter, PageData, PageDataRequest } from "./web-bundle";

/** Bounds the categories read. */
const CATEGORIES_READ_MAX = 100;
/**
 * Views and likes change without a bump, so what shows them is kept for less. An item (its like
 * count on its page) and a "most viewed" page (its order) lag by an hour at most. A page in
 * newest-first order is kept until its works change: its tiles show no count, and the viewer
 * opened from one reads the like count afresh when the page is older than an hour
 * (web/src/features/actions/components/like-button.tsx), so its copy can serve the rarely
 * visited category and tag pages for days. Everything else a page reads changes only with a
 * bump, and is kept as long as the version stands (or the instance lives).
 */
const COUNTED = { maxAgeMs: 60 * 60_000 };
const NEWEST_FIRST = { maxAgeMs: Number.POSITIVE_INFINITY };

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });
const byUsage = (a: Tag, b: Tag) => b.usageCount - a.usageCount || collator.compare(a.name, b.name);

/** Where a render reads from: Firestore, through the instance's cache (render-cache.ts), whose clock dates the kept copies. */
export interface PageReads extends RequestReads {
  db: Firestore;
}

/** A first page as queried and kept: the documents as read, and whether another page exists. */
type StoredPage = { docs: StoredDoc[]; hasMore: boolean };

/**
 * The first page of a gallery, as the browser's query reads it
 * (web/src/data/content/gallery-page.ts): published only, one extra document to know
 * whether another page exists.
 */
async function queryFirstPage(db: Firestore, filter: GalleryFilter): Promise<StoredPage> {
  let query: Query = db.collection(COLLECTIONS.gallery).where("published", "==", true);
  if (filter.category && filter.category !== ALL_CATEGORY_ID)
    query = query.where("category", "==", filter.category);
  if (filter.tag) query = query.where("tags", "array-contains", filter.tag);
  if (filter.sort === "most-viewed") query = query.orderBy("views", "desc");
  const snapshot = await query
    .orderBy("createdAt", "desc")
    .limit(GALLERY_PAGE_SIZE + 1)
    .get();
  return {
    docs: snapshot.docs.slice(0, GALLERY_PAGE_SIZE).map(storedDoc),
    hasMore: snapshot.size > GALLERY_PAGE_SIZE,
  };
}

const parseItems = (docs: readonly StoredDoc[]) =>
  docs.flatMap((doc) => safeParseGalleryItem(doc.id, doc.data) ?? []);

/** The first page of a gallery, read now (the browser's own query, in the benches). */
export async function readFirstPage(
  db: Firestore,
  filter: GalleryFilter,
): Promise<{ items: GalleryItem[]; hasMore: boolean }> {
  const page = await queryFirstPage(db, filter);
  return { items: parseItems(page.docs), hasMore: page.hasMore };
}

/** A published item by id, or null. */
export async function readPublishedItem(db: Firestore, id: string): Promise<GalleryItem | null> {
  // Document ids cannot contain "/" and are at most 1,500 bytes; anything else names nothing.
  if (id.includes("/") || id.length === 0 || id.length > 1500 || id === "." || id === "..") return null;
  const snapshot = await db.collection(COLLECTIONS.gallery).doc(id).get();
  const item = snapshot.exists ? safeParseGalleryItem(snapshot.id, snapshot.data()) : null;
  return item?.published ? item : null;
}

/**
 * The lists every gallery page shows: the categories, the tags it lists first (the most used,
 * TAGS_SHOWN_FIRST of them) and how many are in use. A page never reads the whole tag list,
 * which grows with the catalogue; "All tags" reads it in the browser when asked
 * (web/src/features/gallery/components/tag-chips.tsx).
 */
type StoredLists = { categories: StoredDoc[]; topTags: StoredDoc[]; tagsInUse: number };

async function queryLists(db: Firestore): Promise<StoredLists> {
  const tags = db.collection(COLLECTIONS.tags);
  const [categories, top, inUse] = await Promise.all([
    db
      .collection(COLLECTIONS.categories)
      .where("type", "==", GALLERY_CATEGORY_TYPE)
      .orderBy("order", "asc")
      .limit(CATEGORIES_READ_MAX)
      .get(),
    tags.orderBy("usageCount", "desc").limit(TAGS_SHOWN_FIRST).get(),
    tags.where("usageCount", ">", 0).count().get(),
  ]);
  return {
    categories: categories.docs.map(storedDoc),
    topTags: top.docs.map(storedDoc),
    tagsInUse: inUse.data().count,
  };
}

const parseTags = (docs: readonly StoredDoc[]) => docs.flatMap((doc) => safeParseTag(doc.id, doc.data) ?? []);

/** The tag of a `/t/:tag` page, by its exact name, or null when there is none. */
async function queryTagNamed(db: Firestore, name: string): Promise<StoredDoc | null> {
  const snapshot = await db.collection(COLLECTIONS.tags).where("name", "==", name).limit(1).get();
  const doc = snapshot.docs[0];
  return doc ? storedDoc(doc) : null;
}

/** The site's settings alone (the manifest and robots.txt show no works): one read. */
export async function readSiteSettings(db: Firestore): Promise<SiteSettings | null> {
  const snapshot = await db.collection(SITE_SETTINGS_PATH.collection).doc(SITE_SETTINGS_PATH.id).get();
  return snapshot.exists ? safeParseSiteSettings(snapshot.data()) : null;
}

/** The settings through the cache (the manifest, robots.txt and every page share the entry). */
export function cachedSiteSettings({ db, read }: PageReads): Promise<SiteSettings | null> {
  return read("settings", () => readSiteSettings(db));
}

/**
 * The site's settings (functions and web parse them with the same schema as the rules check)
 * and the published works they name. A missing or malformed document reads as "not set".
 */
function readSitePage(reads: PageReads): Promise<SitePage> {
  return reads.read("site-page", async () =>
    sitePageOf(await cachedSiteSettings(reads), (id) => cachedItem(reads, id)),
  );
}

/** A work's camera details (null: none or malformed). */
async function readCameraDetails(db: Firestore, itemId: string): Promise<CameraDetails | null> {
  const snapshot = await db.collection(CAMERA_DETAILS_COLLECTION).doc(itemId).get();
  return snapshot.exists ? safeParseCameraDetails(snapshot.data()) : null;
}

function cachedItem({ db, read }: PageReads, id: string): Promise<GalleryItem | null> {
  return read(`item:${id}`, () => readPublishedItem(db, id), COUNTED);
}

/**
 * Everything a public page shows, read in parallel; an item page of a site that shows camera
 * details reads the work's then (one more read when cold, and none when they are hidden).
 */
export async function readPageData(reads: PageReads, request: PageDataRequest): Promise<PageData> {
  const filter = request.filter;
  const [gallery, site] = await Promise.all([
    filter ? readGalleryData(reads, { filter, itemId: request.itemId }) : Promise.resolve(null),
    readSitePage(reads),
  ]);
  if (gallery?.item && site.settings?.showCameraDetails) {
    const id = gallery.item.id;
    const camera = await reads.read(`camera:${id}`, () => readCameraDetails(reads.db, id));
    return { gallery: { ...gallery, camera }, site };
  }
  return { gallery, site };
}

/** The parts of the content a gallery page shows the works of (lib/content-version.ts). */
function filterParts(filter: GalleryFilter): string[] {
  const parts: string[] = [];
  if (filter.category && filter.category !== ALL_CATEGORY_ID)
    parts.push(CONTENT_PARTS.category(filter.category));
  if (filter.tag) parts.push(CONTENT_PARTS.tag(filter.tag));
  return parts.length > 0 ? parts : [CONTENT_PARTS.all];
}

/** A kept copy's settings for `parts`: none when nothing is kept (no version document). */
function keptCopy(reads: PageReads, id: string | null, parts: string[], maxAgeMs: number): KeptCopy {
  return {
    id: reads.content ? id : null,
    stamp: reads.content?.stamp(parts) ?? "",
    maxAgeMs,
    now: reads.now(),
  };
}

/**
 * A gallery page's first works, and on a tag page its tag (whose usage count moves with the
 * same writes, the tag's works'), kept per page (page-snapshots.ts) and in memory while the
 * works they show stand. A page that shows nothing (a category or tag nobody made) is not kept.
 */
function readPageWorks(reads: PageReads, filter: GalleryFilter) {
  const { db } = reads;
  const age = filter.sort === "most-viewed" ? COUNTED : NEWEST_FIRST;
  const parts = filterParts(filter);
  const copy = keptCopy(
    reads,
    keptId("page", filter.sort, filter.category ?? "", filter.tag ?? ""),
    parts,
    age.maxAgeMs,
  );
  const tagName = filter.tag;
  return reads.read(
    `page:${JSON.stringify([filter.category, tagName, filter.sort])}`,
    async () => {
      const kept = await readKept(
        db,
        copy,
        async () => {
          const [page, tag] = await Promise.all([
            queryFirstPage(db, filter),
            tagName ? queryTagNamed(db, tagName) : Promise.resolve(null),
          ]);
          return { ...page, tag };
        },
        (page) => page.docs.length > 0 || page.tag !== null || parts[0] === CONTENT_PARTS.all,
      );
      const tag = kept.value.tag;
      return {
        items: parseItems(kept.value.docs),
        hasMore: kept.value.hasMore,
        tag: tag ? safeParseTag(tag.id, tag.data) : null,
        readAt: kept.readAt,
      };
    },
    { ...age, stamp: copy.stamp, readAt: (page) => page.readAt },
  );
}

/** The categories and the first tags, kept like a page's works while no category or tag changes. */
function readLists(reads: PageReads) {
  const parts = [CONTENT_PARTS.lists];
  const copy = keptCopy(reads, "lists", parts, Number.POSITIVE_INFINITY);
  return reads.read(
    "lists",
    async () => {
      const { value } = await readKept(
        reads.db,
        copy,
        () => queryLists(reads.db),
        () => true,
      );
      return {
        categories: withDefaultCategory(
          value.categories.flatMap((doc) => safeParseCategory(doc.id, doc.data) ?? []),
          GALLERY_CATEGORY_TYPE,
        ),
        topTags: parseTags(value.topTags).sort(byUsage),
        tagsInUse: value.tagsInUse,
      };
    },
    { stamp: copy.stamp },
  );
}

/**
 * A gallery page's data: its first page, the categories, the most used tags (with the page's
 * own tag when it is not among them) and the item on `/item/:id`. Every item page shows the
 * same gallery behind its work (all work, newest first), so they share one kept first page.
 */
async function readGalleryData(
  reads: PageReads,
  request: { filter: GalleryFilter; itemId: string | null },
): Promise<EmbeddedPage> {
  const { filter } = request;
  const [page, lists, item] = await Promise.all([
    readPageWorks(reads, filter),
    readLists(reads),
    request.itemId ? cachedItem(reads, request.itemId) : Promise.resolve(null),
  ]);
  const pageTag = page.tag;
  const shown =
    pageTag && !lists.topTags.some((tag) => tag.id === pageTag.id)
      ? [...lists.topTags, pageTag]
      : lists.topTags;
  return {
    filter,
    items: page.items,
    hasMore: page.hasMore,
    categories: lists.categories,
    tags: shown,
    tagsInUse: lists.tagsInUse,
    itemId: request.itemId,
    item,
    readAt: page.readAt,
  };
}
