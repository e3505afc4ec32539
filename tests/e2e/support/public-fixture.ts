import { COLLECTIONS } from "@folio/domain";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { withBackgroundTriggersDisabled } from "../../../scripts/lib/triggers";
import { readManifest, type DemoMedia } from "../../../scripts/seed/demo-media";

/** Categories of the fixture, All first. */
export const FIXTURE_CATEGORIES = [
  { id: "all", name: "All", order: 0, isDefault: true },
  { id: "landscape", name: "Landscape", order: 1, isDefault: false },
  { id: "city", name: "City", order: 2, isDefault: false },
  { id: "portrait", name: "Portrait", order: 3, isDefault: false },
  { id: "film", name: "Film", order: 4, isDefault: false },
] as const;

/** A fixture item as the tests look for it. */
export interface FixtureItem {
  id: string;
  title: string;
  type: "image" | "video";
  category: string;
  tags: string[];
  downloadable: boolean;
}

export interface PublicFixture {
  items: FixtureItem[];
  /** Tag name → number of items carrying it. */
  tagUsage: Map<string, number>;
}

const CATEGORY_OF_IMAGE = ["landscape", "city", "portrait"] as const;
const TAG_POOL = [
  ["dawn", "mountains"],
  ["night", "neon"],
  ["window light", "mood"],
  ["sea", "dawn"],
  ["night", "long exposure"],
  ["mood", "black and white"],
] as const;

function titleOf(slug: string, round: number): string {
  const words = slug.split("-").map((word) => word[0]!.toUpperCase() + word.slice(1));
  return round === 0 ? words.join(" ") : `${words.join(" ")} ${["", "II", "III", "IV"][round]}`;
}

/**
 * Writes a small portfolio with the triggers off (so tag counts are exact, as the server
 * would leave them): 30 published items (two pages) from the demo media, every video of
 * the manifest in the Film category, one draft, five categories and their tags.
 */
export async function writePublicFixture(
  db: Firestore,
  { imageCount = 28, requireVideos = true }: { imageCount?: number; requireVideos?: boolean } = {},
): Promise<PublicFixture> {
  const entries = Object.entries(readManifest().media);
  const images = entries.filter(([, media]) => media.type === "image");
  const videos = entries.filter(([, media]) => media.type === "video");
  if (images.length === 0 || (requireVideos && videos.length === 0))
    throw new Error("The demo media manifest needs images and videos (npm run media)");

  const now = Date.now();
  const items: (FixtureItem & { media: DemoMedia; order: number })[] = [];
  for (let index = 0; index < imageCount; index += 1) {
    const [slug, media] = images[index % images.length]!;
    const round = Math.floor(index / images.length);
    items.push({
      id: round === 0 ? slug : `${slug}-${round + 1}`,
      title: titleOf(slug, round),
      type: "image",
      category: CATEGORY_OF_IMAGE[index % CATEGORY_OF_IMAGE.length]!,
      tags: [...TAG_POOL[index % TAG_POOL.length]!],
      downloadable: index % 4 === 0,
      media,
      order: index,
    });
  }
  for (const [index, [slug, media]] of videos.entries()) {
    items.push({
      id: slug,
      title: titleOf(slug, 0),
      type: "video",
      category: "film",
      tags: ["motion", index % 2 === 0 ? "sea" : "night"],
      downloadable: false,
      media,
      order: imageCount + index,
    });
  }

  const tagUsage = new Map<string, number>();
  for (const item of items) for (const tag of item.tags) tagUsage.set(tag, (tagUsage.get(tag) ?? 0) + 1);

  await withBackgroundTriggersDisabled(async () => {
    const batch = db.batch();
    for (const category of FIXTURE_CATEGORIES) {
      batch.set(db.collection(COLLECTIONS.categories).doc(category.id), {
        name: category.name,
        type: "gallery",
        order: category.order,
        isDefault: category.isDefault,
        createdAt: Timestamp.fromMillis(now - 90 * 86_400_000),
      });
    }
    for (const [name, usageCount] of tagUsage) {
      batch.set(db.collection(COLLECTIONS.tags).doc(name.replace(/\s+/g, "-")), {
        name,
        usageCount,
        isPopular: usageCount >= 5,
        createdAt: Timestamp.fromMillis(now - 60 * 86_400_000),
        updatedAt: Timestamp.fromMillis(now - 60 * 86_400_000),
      });
    }
    items.forEach((item, index) => {
      // Newest first is the order of `items`, one hour apart; views rise with the index for the
      // "most viewed" order to differ from "newest".
      const createdAt = Timestamp.fromMillis(now - (index + 1) * 3_600_000);
      batch.set(db.collection(COLLECTIONS.gallery).doc(item.id), {
        createdAt,
        updatedAt: createdAt,
        category: item.category,
        tags: item.tags,
        views: index * 3,
        likes: index % 5,
        title: item.title,
        description: `${item.title}: a study in light, from the demo portfolio.`,
        type: item.type,
        media: {
          url: item.media.url,
          storagePath: null,
          sizes: item.media.sizes.map(({ url, width, height }) => ({ url, width, height })),
          posterUrl: item.media.posterUrl,
          contentType: item.media.contentType,
        },
        width: item.media.width,
        height: item.media.height,
        alt: `${item.title}, ${item.type === "video" ? "a short film" : "a photograph"}`,
        published: true,
        featured: false,
        order: item.order,
        downloadable: item.downloadable,
      });
    });
    const draft = items[0]!;
    batch.set(db.collection(COLLECTIONS.gallery).doc("unpublished-draft"), {
      createdAt: Timestamp.fromMillis(now),
      updatedAt: Timestamp.fromMillis(now),
      category: "landscape",
      tags: [],
      views: 0,
      likes: 0,
      title: "Unpublished draft",
      description: "",
      type: "image",
      media: {
        url: draft.media.url,
        storagePath: null,
        sizes: [],
        posterUrl: null,
        contentType: draft.media.contentType,
      },
      width: draft.media.width,
      height: draft.media.height,
      alt: "",
      published: false,
      featured: false,
      order: 999,
      downloadable: false,
    });
    await batch.commit();
  });
  return { items: items.map(({ media: _media, order: _order, ...item }) => item), tagUsage };
}
