import {
  ALL_CATEGORY_ID,
  ALL_CATEGORY_NAME,
  COLLECTIONS,
  GALLERY_CATEGORY_TYPE,
  galleryItemInputSchema,
  slugify,
} from "@folio/domain";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { recountTagUsage } from "../../functions/src/content/recount";
import { readManifest, type DemoMedia } from "./demo-media";
import { DEMO_CATEGORIES, DEMO_ITEMS, DEMO_TAGS, type DemoItem } from "./demo-content";
import type { SeedLog, SeededContent } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeded tags have the slug of their name as id (the app's own tags get random ids). */
export function demoTagId(name: string): string {
  return slugify(name);
}

function daysAgo(now: number, days: number, hour = 0): Timestamp {
  return Timestamp.fromMillis(now - days * DAY_MS + hour * 60 * 60 * 1000);
}

/** The item as the owner would have written it, checked by the same schema the app and rules use. */
function itemInput(item: DemoItem, media: DemoMedia, order: number) {
  return galleryItemInputSchema.parse({
    title: item.title,
    description: item.description,
    type: media.type,
    media: {
      url: media.url,
      storagePath: null,
      sizes: media.sizes.map(({ url, width, height }) => ({ url, width, height })),
      posterUrl: media.posterUrl,
      contentType: media.contentType,
    },
    width: media.width,
    height: media.height,
    alt: item.alt,
    category: item.category,
    tags: [...item.tags],
    published: !item.draft,
    featured: item.featured ?? false,
    order,
    downloadable: item.downloadable ?? false,
  });
}

/**
 * Writes the demo categories (All first), tags and gallery items with fixed ids, so that
 * running it again overwrites rather than duplicates; then recounts tag usage with the
 * server's own recount, so usageCount and isPopular agree with the published items (drafts
 * count for nothing). Returns the published items (the ones visitors can see) for the
 * analytics seed.
 */
export async function seedContent(db: Firestore, log: SeedLog): Promise<SeededContent> {
  const { media } = readManifest();
  const missing = DEMO_ITEMS.filter((item) => !media[item.id]).map((item) => item.id);
  if (missing.length > 0)
    throw new Error(
      `Demo media missing from scripts/seed/demo-media.json: ${missing.join(", ")} (run npm run media)`,
    );

  const now = Date.now();
  const oldest = Math.max(...DEMO_ITEMS.map((item) => item.daysAgo)) + 20;
  const batch = db.batch();
  const categories = db.collection(COLLECTIONS.categories);
  batch.set(categories.doc(ALL_CATEGORY_ID), {
    name: ALL_CATEGORY_NAME,
    type: GALLERY_CATEGORY_TYPE,
    order: 0,
    createdAt: daysAgo(now, oldest),
    isDefault: true,
  });
  DEMO_CATEGORIES.forEach((category, index) =>
    batch.set(categories.doc(category.id), {
      name: category.name,
      type: GALLERY_CATEGORY_TYPE,
      order: index + 1,
      createdAt: daysAgo(now, oldest, index + 1),
      isDefault: false,
    }),
  );

  // Tags start unused; the recount below sets their usage from the items.
  DEMO_TAGS.forEach((name, index) => {
    const createdAt = daysAgo(now, oldest - index * 7);
    batch.set(db.collection(COLLECTIONS.tags).doc(demoTagId(name)), {
      name,
      createdAt,
      updatedAt: createdAt,
      usageCount: 0,
      isPopular: false,
    });
  });

  DEMO_ITEMS.forEach((item, index) => {
    const createdAt = daysAgo(now, item.daysAgo, (index * 5) % 11);
    batch.set(db.collection(COLLECTIONS.gallery).doc(item.id), {
      ...itemInput(item, media[item.id]!, index + 1),
      createdAt,
      updatedAt: item.draft ? Timestamp.fromMillis(now) : createdAt,
      views: 0,
      likes: 0,
    });
  });
  await batch.commit();

  const recount = await recountTagUsage(db);
  const videos = DEMO_ITEMS.filter((item) => media[item.id]!.type === "video").length;
  log(
    `content: ${DEMO_ITEMS.length} items (${videos} videos, ${DEMO_ITEMS.filter((i) => i.draft).length} drafts) ` +
      `in ${DEMO_CATEGORIES.length} categories, ${DEMO_TAGS.length} tags (${recount.changedTags} in use)`,
  );
  return {
    items: DEMO_ITEMS.filter((item) => !item.draft).map((item) => ({
      id: item.id,
      title: item.title,
      type: media[item.id]!.type,
      category: item.category,
    })),
  };
}
