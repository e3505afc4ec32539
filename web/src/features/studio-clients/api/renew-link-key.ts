import { CLIENT_COLLECTIONS } from "@folio/domain";
import { useMutation } from "@tanstack/react-query";
import { doc, serverTimestamp, updateDoc } from "firebase/firestore";
import { db } from "@/lib/firebase/firestore";
import { newLinkKey } from "../link-key";

/**
 * Stores a gallery's link key (a new one unless given): the link the owner copies or emails
 * carries it, and the one before stops sparing its holder any slowdown (it still opens the
 * gallery with the password). The page follows the gallery document live.
 */
export async function saveLinkKey(galleryId: string, linkKey: string = newLinkKey()): Promise<string> {
  await updateDoc(doc(db(), CLIENT_COLLECTIONS.galleries, galleryId), {
    linkKey,
    updatedAt: serverTimestamp(),
  });
  return linkKey;
}

export function useRenewLinkKey(galleryId: string) {
  return useMutation({ mutationFn: () => saveLinkKey(galleryId) });
}
