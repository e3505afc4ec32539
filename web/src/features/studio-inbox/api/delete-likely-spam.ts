import { useMutation, useQueryClient } from "@tanstack/react-query";
import { collection, getDocs, limit, query, where, writeBatch } from "firebase/firestore";
import { INBOX_KEYS } from "./inbox-cache";
import { MESSAGE_COLLECTIONS, MESSAGE_KINDS } from "./inbox-message";
import { db } from "@/lib/firebase/firestore";

/** Documents deleted per batch (Firestore allows 500 writes per batch). */
const BATCH = 200;

/**
 * Deletes every message flood control flagged as likely spam, of both kinds, in batches until
 * none is left. Resolves to how many were deleted; a failure midway keeps what was not reached.
 */
export async function deleteLikelySpam(): Promise<number> {
  let deleted = 0;
  for (const kind of MESSAGE_KINDS) {
    for (;;) {
      const snapshot = await getDocs(
        query(collection(db(), MESSAGE_COLLECTIONS[kind]), where("likelySpam", "==", true), limit(BATCH)),
      );
      if (snapshot.empty) break;
      const batch = writeBatch(db());
      for (const doc of snapshot.docs) batch.delete(doc.ref);
      await batch.commit();
      deleted += snapshot.size;
    }
  }
  return deleted;
}

/**
 * `deleteLikelySpam` as a mutation. Whether it finished or failed midway, the lists read again
 * (the one on screen at once) and so does the open count: only a read knows what is left.
 */
export function useDeleteLikelySpam(removeAll = deleteLikelySpam) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeAll(),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INBOX_KEYS.lists }),
        queryClient.invalidateQueries({ queryKey: INBOX_KEYS.openCount }),
      ]),
  });
}
