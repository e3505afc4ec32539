import { CLIENT_COLLECTIONS, clientFavouritesDocSchema } from "@folio/domain";
import { useQuery } from "@tanstack/react-query";
import { clientDeviceUid } from "./client-device";

/** This device's hearts, read once when the gallery opens (the page then keeps the list). */
export async function getFavourites(galleryId: string): Promise<string[]> {
  const [uid, { doc, getDoc }, { liteDb }] = await Promise.all([
    clientDeviceUid(),
    import("firebase/firestore/lite"),
    import("@/lib/firebase/firestore-lite"),
  ]);
  const snapshot = await getDoc(
    doc(liteDb(), CLIENT_COLLECTIONS.galleries, galleryId, CLIENT_COLLECTIONS.favourites, uid),
  );
  if (!snapshot.exists()) return [];
  const parsed = clientFavouritesDocSchema.safeParse(snapshot.data());
  return parsed.success ? parsed.data.workIds : [];
}

export const favouritesQueryKey = (galleryId: string) => ["client-gallery", galleryId, "favourites"] as const;

/** The hearts of this device, when the gallery takes favourites. */
export function useFavouritesDoc(galleryId: string, enabled: boolean) {
  return useQuery({
    queryKey: favouritesQueryKey(galleryId),
    queryFn: () => getFavourites(galleryId),
    staleTime: Infinity,
    enabled,
  });
}
