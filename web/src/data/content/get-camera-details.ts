import { CAMERA_DETAILS_COLLECTION, safeParseCameraDetails, type CameraDetails } from "@folio/domain";
import { doc, getDoc } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";

/**
 * A work's camera details as a visitor may read them: null when there are none, when the site
 * does not show them or the work is a draft (the rules then refuse the read), or on failure.
 */
export async function getCameraDetails(itemId: string): Promise<CameraDetails | null> {
  try {
    const snapshot = await getDoc(doc(liteDb(), CAMERA_DETAILS_COLLECTION, itemId));
    return snapshot.exists() ? safeParseCameraDetails(snapshot.data()) : null;
  } catch {
    return null;
  }
}
