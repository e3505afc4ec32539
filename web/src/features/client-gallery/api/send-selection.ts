import { CLIENT_COLLECTIONS, CLIENT_LIMITS, selectionHour, selectionId } from "@folio/domain";
import { useMutation } from "@tanstack/react-query";
import { serverNow } from "../lib/server-clock";
import { clientDeviceUid } from "./client-device";

export interface SendSelectionInput {
  workIds: readonly string[];
  note: string;
}

/** Every id this device may send this hour was refused: it sent its hourly share already. */
export class SelectionLimitError extends Error {
  constructor() {
    super(
      `You can send ${CLIENT_LIMITS.selectionsPerDeviceHour} selections an hour. Please try again later.`,
    );
    this.name = "SelectionLimitError";
  }
}

const isRefused = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "permission-denied";

/**
 * Sends the hearted works (and a note) to the photographer: one `client_selections` document,
 * under the first free id of this device's hour (`<gallery>_<uid>_<hour>_<n>`, created once:
 * the rules refuse an id already used, so the next is tried). The hour is the server's, as
 * the last open told it.
 */
export async function sendSelection(galleryId: string, { workIds, note }: SendSelectionInput): Promise<void> {
  const [uid, { doc, serverTimestamp, setDoc }, { liteDb }] = await Promise.all([
    clientDeviceUid(),
    import("firebase/firestore/lite"),
    import("@/lib/firebase/firestore-lite"),
  ]);
  const hour = selectionHour(serverNow());
  const data = {
    galleryId,
    uid,
    workIds: [...new Set(workIds)],
    note: note.trim(),
    createdAt: serverTimestamp(),
  };
  for (let n = 0; n < CLIENT_LIMITS.selectionsPerDeviceHour; n += 1) {
    try {
      await setDoc(doc(liteDb(), CLIENT_COLLECTIONS.selections, selectionId(galleryId, uid, hour, n)), data);
      return;
    } catch (error) {
      if (!isRefused(error)) throw error;
      // Refused: this id was used (or the selection is not allowed at all; the last try says).
      if (n === CLIENT_LIMITS.selectionsPerDeviceHour - 1) throw new SelectionLimitError();
    }
  }
}

export function useSendSelection(galleryId: string) {
  return useMutation({ mutationFn: (input: SendSelectionInput) => sendSelection(galleryId, input) });
}
