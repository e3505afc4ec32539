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
  type Category,
  type GalleryItem,
  type SitePage,
  type SiteSettings,
  type Tag,
} from "@folio/domain";
import type { CachedRead } from "./render-cache";
import type { EmbeddedPage, GalleryFilter, PageData, PageDataRequest } from "./web-bundle";

/** Bounds the categories read. */
const CATEGORIES_READ_MAX = 100;
/**
 * Longest cached data that shows views or likes is kept while the content version stands: those
 * change without a bump. An item (its like count on its page) and a "most viewed" page (its order)
 * lag by an hour at most; a page in newest-first order, whose tiles show no count (only the viewer
 * opened from one shows its likes), by six. Everything else a page reads changes only with a bump,
 * and is kept as long as the version stands (or the instance lives).
 */
const COUNTED = { maxAgeMs: 60 * 60_000 };
const NEWEST_FIRST = { maxAgeMs: 6 * 60 * 60_000 };

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });
const byUsage = (a: Tag, b: Tag) => b.usageCount - a.usageCount || collator.compare(a.name, b.name);

/** Where a render reads from: Firestore, through the instance's cache (render-cache.ts). */
export interface PageReads {
  db: Firestore;
  read: CachedRead;
}

/**
 * The first page of a gallery, as the browser's query reads it
 * (web/src/data/content/gallery-page.ts): published only, one extra document to know
 * whether another page exists.
 */
export async function readFirstPage(
  db: Firestore,
  filter: GalleryFilter,
): Promise<{ items: GalleryItem[]; hasMore: boolean }> {
  let query: Query = db.collection(COLLECTIONS.gallery).where("published", "==", true);
  if (filter.category && filter.category !== ALL_CATEGORY_ID)
    query = query.where("category", "==", filter.category);
  if (filter.tag) query = query.where("tags", "array-contains", filter.tag);
  if (filter.sort === "most-viewed") query = query.orderBy("views", "desc");
  const snapshot = await query
    .orderBy("createdAt", "desc")
    .limit(GALLERY_PAGE_SIZE + 1)
    .get();
  const docs = snapshot.docs.slice(0, GALLERY_PAGE_SIZE);
  return {
    items: docs.flatMap((doc) => safeParseGalleryItem(doc.id, doc.data()) ?? []),
    hasMore: snapshot.size > GALLERY_PAGE_SIZE,
  };
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
 * The tags a page lists first (the most used, TAGS_SHOWN_FIRST of them) and how many are in
 * use: the page never reads the whole tag list, which grows with the catalogue; "All tags"
 * reads it in the browser when asked (web/src/features/gallery/components/tag-chips.tsx).
 */
async function readTopTags(db: Firestore): Promise<{ top: Tag[]; inUse: number }> {
  const tags = db.collection(COLLECTIONS.tags);
  const [top, inUse] = await Promise.all([
    tags.orderBy("usageCount", "desc").limit(TAGS_SHOWN_FIRST).get(),
    tags.where("usageCount", ">", 0).count().get(),
  ]);
  return {
    top: top.docs.flatMap((doc) => safeParseTag(doc.id, doc.data()) ?? []).sort(byUsage),
    inUse: inUse.data().count,
  };
}

/** The tag of a `/t/:tag` page, by its exact name, or null when there is none. */
async function readTagNamed(db: Firestore, name: string): Promise<Tag | null> {
  const snapshot = await db.collection(COLLECTIONS.tags).where("name", "==", name).limit(1).get();
  const doc = snapshot.docs[0];
  return doc ? safeParseTag(doc.id, doc.data()) : null;
}

async function readCategories(db: Firestore): Promise<Category[]> {
  const snapshot = await db
    .collection(COLLECTIONS.categories)
    .where("type", "==", GALLERY_CATEGORY_TYPE)
    .orderBy("order", "asc")
    .limit(CATEGORIES_READ_MAX)
    .get();
  return withDefaultCategory(
    snapshot.docs.flatMap((doc) => safeParseCategory(doc.id, doc.data()) ?? []),
    GALLERY_CATEGORY_TYPE,
  );
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

const filterKey = (filter: GalleryFilter) => JSON.stringify([filter.category, filter.tag, filter.sort]);

/**
 * A gallery page's data: its first page, the categories, the most used tags (with the page's
 * own tag when it is not among them) and the item on `/item/:id`. Every item page shows the
 * same gallery behind its work (all work, newest first), so they share one cached first page.
 */
async function readGalleryData(
  reads: PageReads,
  request: { filter: GalleryFilter; itemId: string | null },
): Promise<EmbeddedPage> {
  const { db, read } = reads;
  const { filter } = request;
  const [page, categories, tags, pageTag, item] = await Promise.all([
    read(
      `page:${filterKey(filter)}`,
      () => readFirstPage(db, filter),
      filter.sort === "most-viewed" ? COUNTED : NEWEST_FIRST,
    ),
    read("categories", () => readCategories(db)),
    read("tags:top", () => readTopTags(db)),
    filter.tag
      ? read(`tag:${filter.tag}`, () => readTagNamed(db, filter.tag as string))
      : Promise.resolve(null),
    request.itemId ? cachedItem(reads, request.itemId) : Promise.resolve(null),
  ]);
  const shown = pageTag && !tags.top.some((tag) => tag.id === pageTag.id) ? [...tags.top, pageTag] : tags.top;
  return {
    filter,
    ...page,
    categories,
    tags: shown,
    tagsInUse: tags.inUse,
    itemId: request.itemId,
    item,
  };
}
