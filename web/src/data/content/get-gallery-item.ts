import { COLLECTIONS, safeParseGalleryItem, type GalleryItem } from "@folio/domain";
import { doc, getDoc } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { useAsyncData, type AsyncData } from "../use-async-data";

/**
 * One gallery item by id; null when it does not exist or is malformed. Rejects when the
 * read fails, including a draft the reader may not see (the rules refuse it).
 */
export async function fetchGalleryItem(id: string): Promise<GalleryItem | null> {
  const snapshot = await getDoc(doc(liteDb(), COLLECTIONS.gallery, id));
  return snapshot.exists() ? safeParseGalleryItem(snapshot.id, snapshot.data()) : null;
}

/** The item as the spec reads it: null also when the read fails (spec section 8). */
export async function getGalleryItem(id: string): Promise<GalleryItem | null> {
  return fetchGalleryItem(id).catch(() => null);
}

/** The item with this id for the public pages (null until loaded, when missing, or on failure). */
export function useGalleryItem(id: string | null | undefined): AsyncData<GalleryItem | null> {
  return useAsyncData(id ?? "", () => (id ? getGalleryItem(id) : Promise.resolve(null)), null);
}
