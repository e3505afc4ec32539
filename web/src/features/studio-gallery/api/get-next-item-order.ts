import { COLLECTIONS } from "@folio/domain";
import { collection, getDocs, limit, orderBy, query } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";

/**
 * The manual `order` for a new item: one after the highest in use (1 for an empty gallery),
 * read with one document instead of the whole collection. A failed read gives 1; the owner
 * can arrange the item afterwards.
 */
export async function getNextItemOrder(): Promise<number> {
  try {
    const snapshot = await getDocs(
      query(collection(liteDb(), COLLECTIONS.gallery), orderBy("order", "desc"), limit(1)),
    );
    const highest = snapshot.docs[0]?.get("order");
    return typeof highest === "number" && Number.isFinite(highest) ? Math.max(0, Math.floor(highest)) + 1 : 1;
  } catch {
    return 1;
  }
}
