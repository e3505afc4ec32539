import { CLIENT_COLLECTIONS, clientWorkDocSchema } from "@folio/domain";
import { useQuery } from "@tanstack/react-query";
import { toClientWork, type ClientWork } from "../lib/client-work";

/** One work by id (the cover); null when it is gone or not ready. */
export async function getClientWork(galleryId: string, workId: string): Promise<ClientWork | null> {
  const [{ doc, getDoc }, { liteDb }] = await Promise.all([
    import("firebase/firestore/lite"),
    import("@/lib/firebase/firestore-lite"),
  ]);
  const snapshot = await getDoc(
    doc(liteDb(), CLIENT_COLLECTIONS.galleries, galleryId, CLIENT_COLLECTIONS.works, workId),
  );
  const parsed = clientWorkDocSchema.safeParse(snapshot.data());
  return parsed.success ? toClientWork(snapshot.id, parsed.data) : null;
}

export function useClientWork(galleryId: string, workId: string | null) {
  return useQuery({
    queryKey: ["client-gallery", galleryId, "work", workId],
    queryFn: () => (workId ? getClientWork(galleryId, workId) : null),
    staleTime: Infinity,
    enabled: workId !== null,
  });
}
