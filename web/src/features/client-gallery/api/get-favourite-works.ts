import { CLIENT_COLLECTIONS, clientWorkDocSchema } from "@folio/domain";
import { useQuery } from "@tanstack/react-query";
import { chunks } from "../lib/favourites-list";
import { toClientWork, type ClientWork } from "../lib/client-work";

/** A Firestore `in` filter takes at most 30 values; each chunk is one capped query. */
const CHUNK = 30;

/**
 * The hearted works, by id, in the order they were hearted. Each chunk is a capped list query
 * (the rules want a limit); works no longer in the gallery, or not ready, are left out.
 */
export async function getFavouriteWorks(
  galleryId: string,
  workIds: readonly string[],
): Promise<ClientWork[]> {
  const [{ collection, documentId, getDocs, limit, query, where }, { liteDb }] = await Promise.all([
    import("firebase/firestore/lite"),
    import("@/lib/firebase/firestore-lite"),
  ]);
  const works = collection(liteDb(), CLIENT_COLLECTIONS.galleries, galleryId, CLIENT_COLLECTIONS.works);
  const found = new Map<string, ClientWork>();
  const snapshots = await Promise.all(
    chunks(workIds, CHUNK).map((ids) => getDocs(query(works, where(documentId(), "in", ids), limit(CHUNK)))),
  );
  for (const snapshot of snapshots)
    for (const doc of snapshot.docs) {
      const parsed = clientWorkDocSchema.safeParse(doc.data());
      const work = parsed.success ? toClientWork(doc.id, parsed.data) : null;
      if (work) found.set(doc.id, work);
    }
  return workIds.flatMap((id) => found.get(id) ?? []);
}

/** The works behind the "Favourites" filter. */
export function useFavouriteWorks(galleryId: string, workIds: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: ["client-gallery", galleryId, "favourite-works", [...workIds].sort()],
    queryFn: () => getFavouriteWorks(galleryId, workIds),
    staleTime: Infinity,
    enabled: enabled && workIds.length > 0,
    placeholderData: (previous) => previous,
  });
}
