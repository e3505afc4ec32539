import { COLLECTIONS, type GalleryItem } from "@folio/domain";
import { recordLike } from "@/data/analytics/tracker";
import { trackedContent } from "../lib/tracked-content";

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
 * Waits before each new attempt to delete a marker the server has not created yet: the rules
 * refuse deleting a missing marker, and the server creates it a moment after the like.
 */
const UNLIKE_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Unlikes an item: deletes the visitor's own like marker, and the server lowers the count.
 * Nothing to delete when this device never signed in (the like was never bound to anyone).
 * A refusal right after a like means the marker is not there yet: it is tried again. Still
 * refused after that, there is no marker of this visitor's to take back: the like has outlived
 * its marker (it expires with the raw analytics, ANALYTICS_RETENTION_MONTHS) and stays on the
 * work as history, or it was never counted. The unlike is then done on this device alone.
 */
export async function unlikeItem(
  itemId: string,
  delays: readonly number[] = UNLIKE_RETRY_DELAYS_MS,
): Promise<void> {
  const uid = await likerUid(false);
  if (!uid) return;
  const [{ deleteDoc, doc }, { liteDb }] = await Promise.all([
    import("firebase/firestore/lite"),
    import("@/lib/firebase/firestore-lite"),
  ]);
  const marker = doc(liteDb(), COLLECTIONS.likeMarks, `${uid}_${itemId}`);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await deleteDoc(marker);
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== "permission-denied") throw error;
      const delay = delays[attempt];
      if (delay === undefined) return;
      await sleep(delay);
    }
  }
}
