import { COLLECTIONS, safeParseGalleryItem, type GalleryItem } from "@folio/domain";
import { doc, getDoc } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { useContentVersion } from "./content-version";
import { useAsyncData, type AsyncData } from "../use-async-data";

/**
 * One gallery item by id; null when it does not exist, is a draft the reader may not see
 * (the rules refuse it), is malformed, or the read fails.
 */
export async function getGalleryItem(id: string): Promise<GalleryItem | null> {
  try {
    const snapshot = await getDoc(doc(liteDb(), COLLECTIONS.gallery, id));
    return snapshot.exists() ? safeParseGalleryItem(snapshot.id, snapshot.data()) : null;
  } catch {
    return null;
  }
}

/** The item with this id, loaded again after content writes. */
export function useGalleryItem(id: string | null | undefined): AsyncData<GalleryItem | null> {
  const version = useContentVersion("gallery");
  return useAsyncData(
    `${id ?? ""}#${version}`,
    () => (id ? getGalleryItem(id) : Promise.resolve(null)),
    null,
  );
}
