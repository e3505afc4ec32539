import { CLIENT_COLLECTIONS } from "@folio/domain";
import { useMutation } from "@tanstack/react-query";
import { clientDeviceUid } from "./client-device";

export interface SendSelectionInput {
  workIds: readonly string[];
  note: string;
}

/** Sends the hearted works (and a note) to the photographer: one `client_selections` document. */
export async function sendSelection(galleryId: string, { workIds, note }: SendSelectionInput): Promise<void> {
  const [uid, { addDoc, collection, serverTimestamp }, { liteDb }] = await Promise.all([
    clientDeviceUid(),
    import("firebase/firestore/lite"),
    import("@/lib/firebase/firestore-lite"),
  ]);
  await addDoc(collection(liteDb(), CLIENT_COLLECTIONS.selections), {
    galleryId,
    uid,
    workIds: [...workIds],
    note: note.trim(),
    createdAt: serverTimestamp(),
  });
}

export function useSendSelection(galleryId: string) {
  return useMutation({ mutationFn: (input: SendSelectionInput) => sendSelection(galleryId, input) });
}
