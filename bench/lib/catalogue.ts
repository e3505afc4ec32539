// The catalogues the page-cost benches render: the demo portfolio (the seed's own content) and a
// large one (1,000 works, 200 tags, 30 categories), written to a database of the emulator.
import {
  ALL_CATEGORY_ID,
  COLLECTIONS,
  EMPTY_SITE_SETTINGS,
  GALLERY_CATEGORY_TYPE,
  SITE_SETTINGS_PATH,
  slugify,
} from "@folio/domain";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { recountTagUsage } from "../../functions/src/content/recount";
import { bumpContentVersion } from "../../functions/src/lib/content-version";
import type { Random } from "../../scripts/lib/seeded-random";
import { readManifest } from "../../scripts/seed/demo-media";
import { seedContent } from "../../scripts/seed/seed-content";

/** What the benches' traffic visits. */
export interface Catalogue {
  name: string;
  /** Published work ids, newest first. */
  items: string[];
  /** Category ids (All left out). */
  categories: string[];
  /** Names of the tags in use, most used first. */
  tags: string[];
  /** For each category id and tag name, how many published works it shows (a client's read of its first page). */
  counts: Map<string, number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function describe(db: Firestore, name: string): Promise<Catalogue> {
  const [items, categories, tags] = await Promise.all([
    db.collection(COLLECTIONS.gallery).where("published", "==", true).orderBy("createdAt", "desc").get(),
    db.collection(COLLECTIONS.categories).get(),
    db.collection(COLLECTIONS.tags).orderBy("usageCount", "desc").get(),
  ]);
  const counts = new Map<string, number>();
  for (const item of items.docs) {
    const category = String(item.get("category"));
    counts.set(`c:${category}`, (counts.get(`c:${category}`) ?? 0) + 1);
    for (const tag of (item.get("tags") as string[] | undefined) ?? [])
      counts.set(`t:${tag}`, (counts.get(`t:${tag}`) ?? 0) + 1);
  }
  return {
    name,
    items: items.docs.map((doc) => doc.id),
    categories: categories.docs.map((doc) => doc.id).filter((id) => id !== ALL_CATEGORY_ID),
    tags: tags.docs.filter((doc) => Number(doc.get("usageCount")) > 0).map((doc) => String(doc.get("name"))),
    counts,
  };
}

/** The site's settings as an owner who filled them in keeps them: a portrait and a share image, both works. */
async function writeSettings(db: Firestore, portrait: string, share: string): Promise<void> {
  await db
    .collection(SITE_SETTINGS_PATH.collection)
    .doc(SITE_SETTINGS_PATH.id)
    .set({
      ...EMPTY_SITE_SETTINGS,
      siteName: "Ada Lens",
      tagline: "Photographs and films",
      portraitItemId: portrait,
      shareImageItemId: share,
      updatedAt: FieldValue.serverTimestamp(),
    });
}

/** The demo portfolio, as `npm start` seeds it, with the owner's settings filled in. */
export async function writeDemoCatalogue(db: Firestore): Promise<Catalogue> {
  const { items } = await seedContent(db, () => {});
  await writeSettings(db, items[0]!.id, items[1]!.id);
  // The owner's first save made the content version (the pages' caches key on it).
  await bumpContentVersion(db, "bench");
  return describe(db, `demo (${items.length} works)`);
}

/** 1,000 works, 200 tags and 30 categories (sizes are parameters for the smoke run). */
export async function writeLargeCatalogue(
  db: Firestore,
  random: Random,
  size = { works: 1000, tags: 200, categories: 30 },
): Promise<Catalogue> {
  const media = Object.values(readManifest().media);
  const now = Date.now();
  const tagNames = Array.from({ length: size.tags }, (_, index) => `tag ${index + 1}`);
  const categoryIds = Array.from({ length: size.categories }, (_, index) => `category-${index + 1}`);
  const writes: ((batch: FirebaseFirestore.WriteBatch) => void)[] = [];
  writes.push((batch) =>
    batch.set(db.collection(COLLECTIONS.categories).doc(ALL_CATEGORY_ID), {
      name: "All",
      type: GALLERY_CATEGORY_TYPE,
      order: 0,
      createdAt: Timestamp.fromMillis(now - 400 * DAY_MS),
      isDefault: true,
    }),
  );
  categoryIds.forEach((id, index) =>
    writes.push((batch) =>
      batch.set(db.collection(COLLECTIONS.categories).doc(id), {
        name: `Category ${index + 1}`,
        type: GALLERY_CATEGORY_TYPE,
        order: index + 1,
        createdAt: Timestamp.fromMillis(now - 400 * DAY_MS),
        isDefault: false,
      }),
    ),
  );
  tagNames.forEach((name) =>
    writes.push((batch) =>
      batch.set(db.collection(COLLECTIONS.tags).doc(slugify(name)), {
        name,
        createdAt: Timestamp.fromMillis(now - 400 * DAY_MS),
        updatedAt: Timestamp.fromMillis(now - 400 * DAY_MS),
        usageCount: 0,
        isPopular: false,
      }),
    ),
  );
  // Tags follow a long tail: a few on many works, most on a few.
  const pickTag = () => tagNames[Math.floor(size.tags * random() ** 2.5)]!;
  for (let index = 0; index < size.works; index += 1) {
    const file = media[index % media.length]!;
    const tags = [...new Set(Array.from({ length: 2 + Math.floor(random() * 4) }, pickTag))];
    const createdAt = Timestamp.fromMillis(now - (index + 1) * 6 * 60 * 60 * 1000);
    writes.push((batch) =>
      batch.set(db.collection(COLLECTIONS.gallery).doc(`work-${index + 1}`), {
        title: `Work ${index + 1}`,
        description: "A study in light.",
        type: file.type,
        media: {
          url: file.url,
          storagePath: null,
          sizes: file.sizes.map(({ url, width, height }) => ({ url, width, height })),
          posterUrl: file.posterUrl,
          contentType: file.contentType,
        },
        width: file.width,
        height: file.height,
        alt: `Work ${index + 1}`,
        category: categoryIds[index % categoryIds.length]!,
        tags,
        published: true,
        featured: false,
        order: index + 1,
        downloadable: false,
        views: Math.floor(random() * 500),
        likes: Math.floor(random() * 20),
        createdAt,
        updatedAt: createdAt,
      }),
    );
  }
  for (let start = 0; start < writes.length; start += 400) {
    const batch = db.batch();
    for (const write of writes.slice(start, start + 400)) write(batch);
    await batch.commit();
  }
  await recountTagUsage(db);
  await writeSettings(db, "work-1", "work-2");
  await bumpContentVersion(db, "bench");
  return describe(db, `large (${size.works} works, ${size.tags} tags, ${size.categories} categories)`);
}
