import { CLIENT_COLLECTIONS, CLIENT_LIMITS, clientWorkDocSchema } from "@folio/domain";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { QueryDocumentSnapshot } from "firebase/firestore/lite";
import { flattenPages, toCursorPage, type CursorPage } from "../lib/cursor-pages";
import { toClientWork, type ClientWork } from "../lib/client-work";

type WorkPage = CursorPage<ClientWork, QueryDocumentSnapshot>;

/**
 * One cursor page of a set's works, in the owner's order. The rules let a client list works
 * only in pages (limit ≤ 100); works still being prepared (no media yet) are skipped.
 */
export async function getClientWorks(
  galleryId: string,
  setId: string,
  after: QueryDocumentSnapshot | null,
): Promise<WorkPage> {
  const [{ collection, getDocs, limit, orderBy, query, startAfter, where }, { liteDb }] = await Promise.all([
    import("firebase/firestore/lite"),
    import("@/lib/firebase/firestore-lite"),
  ]);
  const works = collection(liteDb(), CLIENT_COLLECTIONS.galleries, galleryId, CLIENT_COLLECTIONS.works);
  const constraints = [where("setId", "==", setId), orderBy("order"), limit(CLIENT_LIMITS.pageSize)];
  const snapshot = await getDocs(
    after ? query(works, ...constraints, startAfter(after)) : query(works, ...constraints),
  );
  return toCursorPage(snapshot.docs, CLIENT_LIMITS.pageSize, (doc) => {
    const parsed = clientWorkDocSchema.safeParse(doc.data());
    return parsed.success ? toClientWork(doc.id, parsed.data) : null;
  });
}

/** A set's works, a page at a time (the grid asks for the next one as its end comes near). */
export function useClientWorks(galleryId: string, setId: string, enabled = true) {
  const result = useInfiniteQuery({
    queryKey: ["client-gallery", galleryId, "works", setId],
    queryFn: ({ pageParam }) => getClientWorks(galleryId, setId, pageParam),
    initialPageParam: null as QueryDocumentSnapshot | null,
    getNextPageParam: (page) => page.next,
    staleTime: Infinity,
    enabled,
  });
  return { ...result, works: flattenPages(result.data?.pages) };
}
