import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS, GALLERY_CATEGORY_TYPE, SITE_SETTINGS_PATH } from "@folio/domain";
import { SITEMAP_MAX_ITEMS, type SitemapSource } from "./sitemap";

function dateOf(value: unknown): Date | null {
  const candidate = value as { toDate?: () => Date } | null | undefined;
  return typeof candidate?.toDate === "function" ? candidate.toDate() : null;
}

/**
 * Published items (id and last change only: `select` keeps the read small), gallery
 * categories, both bounded, and when the settings were saved.
 */
export async function readSitemapSource(db: Firestore): Promise<SitemapSource> {
  const [items, categories, settings] = await Promise.all([
    db
      .collection(COLLECTIONS.gallery)
      .where("published", "==", true)
      .orderBy("createdAt", "desc")
      .select("updatedAt", "createdAt")
      .limit(SITEMAP_MAX_ITEMS)
      .get(),
    db
      .collection(COLLECTIONS.categories)
      .where("type", "==", GALLERY_CATEGORY_TYPE)
      .orderBy("order", "asc")
      .limit(500)
      .get(),
    db.collection(SITE_SETTINGS_PATH.collection).doc(SITE_SETTINGS_PATH.id).get(),
  ]);
  return {
    items: items.docs.flatMap((doc) => {
      const updatedAt = dateOf(doc.get("updatedAt")) ?? dateOf(doc.get("createdAt"));
      return updatedAt ? [{ id: doc.id, updatedAt }] : [];
    }),
    categories: categories.docs.map((doc) => doc.id),
    settingsUpdatedAt: dateOf(settings.get("updatedAt")),
  };
}
