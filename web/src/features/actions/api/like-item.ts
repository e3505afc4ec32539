import type { GalleryItem } from "@folio/domain";
import { recordLike } from "@/data/analytics/tracker";
import { trackedContent } from "../lib/tracked-content";

/**
 * Markers of who liked what: `like_marks/{uid}_{itemId}`, created by the server when it counts
 * a visitor's first like of an item; the visitor deletes its own to unlike (Likes contract).
 */
export const LIKE_MARKS_COLLECTION = "like_marks";

/**
 * The visitor's anonymous Firebase Auth identity, signing in only now: the auth SDK is imported
 * on the first like, never on a page view. A visitor signed in before (this device) keeps its uid.
 */
async function likerUid(signIn: boolean): Promise<string | null> {
  const [{ auth }, { signInAnonymously }] = await Promise.all([
    import("@/lib/firebase/auth"),
    import("firebase/auth"),
  ]);
  const instance = auth();
  await instance.authStateReady();
  if (instance.currentUser) return instance.currentUser.uid;
  if (!signIn) return null;
  return (await signInAnonymously(instance)).user.uid;
}

/** Likes an item: signs the visitor in anonymously, then records the like with its uid. */
export async function likeItem(item: GalleryItem): Promise<void> {
  const uid = await likerUid(true);
  if (uid) recordLike(trackedContent(item), uid);
}

/**
 * Unlikes an item: deletes the visitor's own like marker, and the server lowers the count.
 * Nothing to delete when this device never signed in (the like was never bound to anyone).
 */
export async function unlikeItem(itemId: string): Promise<void> {
  const uid = await likerUid(false);
  if (!uid) return;
  const [{ deleteDoc, doc }, { liteDb }] = await Promise.all([
    import("firebase/firestore/lite"),
    import("@/lib/firebase/firestore-lite"),
  ]);
  await deleteDoc(doc(liteDb(), LIKE_MARKS_COLLECTION, `${uid}_${itemId}`));
}
