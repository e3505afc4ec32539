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
  withDefaultCategory,
  type CameraDetails,
  type GalleryItem,
  type SitePage,
  type SiteSettings,
  type Tag,
} from "@folio/domain";
import type { EmbeddedPage, GalleryFilter, PageData, PageDataRequest } from "./web-bundle";

/** More tags than any page shows (it lists the first ten, then all on request); bounds the read. */
const TAGS_READ_MAX = 300;
/** Bounds the categories read. */
const CATEGORIES_READ_MAX = 100;

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

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

/** Tags most used first, as the gallery lists them (web/src/data/content/list-tags.ts, "usage"). */
async function readTags(db: Firestore): Promise<Tag[]> {
  const snapshot = await db
    .collection(COLLECTIONS.tags)
    .orderBy("usageCount", "desc")
    .limit(TAGS_READ_MAX)
    .get();
  return snapshot.docs
    .flatMap((doc) => safeParseTag(doc.id, doc.data()) ?? [])
    .sort((a, b) => b.usageCount - a.usageCount || collator.compare(a.name, b.name));
}

/**
 * The site's settings (functions and web parse them with the same schema as the rules check)
 * and the published works they name. A missing or malformed document reads as "not set".
 */
async function readSitePage(db: Firestore): Promise<SitePage> {
  return sitePageOf(await readSiteSettings(db), (id) => readPublishedItem(db, id));
}

/** The site's settings alone (the manifest and robots.txt show no works): one read. */
export async function readSiteSettings(db: Firestore): Promise<SiteSettings | null> {
  const snapshot = await db.collection(SITE_SETTINGS_PATH.collection).doc(SITE_SETTINGS_PATH.id).get();
  return snapshot.exists ? safeParseSiteSettings(snapshot.data()) : null;
}

/** A work's camera details (null: none or malformed). */
async function readCameraDetails(db: Firestore, itemId: string): Promise<CameraDetails | null> {
  const snapshot = await db.collection(CAMERA_DETAILS_COLLECTION).doc(itemId).get();
  return snapshot.exists ? safeParseCameraDetails(snapshot.data()) : null;
}

/**
 * Everything a public page shows, read in parallel; an item page of a site that shows camera
 * details reads the work's then (one more read, and none when they are hidden).
 */
export async function readPageData(db: Firestore, request: PageDataRequest): Promise<PageData> {
  const filter = request.filter;
  const [gallery, site] = await Promise.all([
    filter ? readGalleryData(db, { filter, itemId: request.itemId }) : Promise.resolve(null),
    readSitePage(db),
  ]);
  if (gallery?.item && site.settings?.showCameraDetails)
    return { gallery: { ...gallery, camera: await readCameraDetails(db, gallery.item.id) }, site };
  return { gallery, site };
}

/** A gallery page's data: its first page, the categories, the tags and the item on `/item/:id`. */
async function readGalleryData(
  db: Firestore,
  request: { filter: GalleryFilter; itemId: string | null },
): Promise<EmbeddedPage> {
  const [page, categories, tags, item] = await Promise.all([
    readFirstPage(db, request.filter),
    db
      .collection(COLLECTIONS.categories)
      .where("type", "==", GALLERY_CATEGORY_TYPE)
      .orderBy("order", "asc")
      .limit(CATEGORIES_READ_MAX)
      .get()
      .then((snapshot) =>
        withDefaultCategory(
          snapshot.docs.flatMap((doc) => safeParseCategory(doc.id, doc.data()) ?? []),
          GALLERY_CATEGORY_TYPE,
        ),
      ),
    readTags(db),
    request.itemId ? readPublishedItem(db, request.itemId) : Promise.resolve(null),
  ]);
  return { filter: request.filter, ...page, categories, tags, itemId: request.itemId, item };
}
