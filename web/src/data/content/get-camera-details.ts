import { CAMERA_DETAILS_COLLECTION, safeParseCameraDetails, type CameraDetails } from "@folio/domain";
import { doc, getDoc } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";

/**
 * A work's camera details (null: none, or malformed). Rejects when the read fails, including
 * when the rules refuse it: a visitor of a site that does not show them, or of a draft.
 */
export async function fetchCameraDetails(itemId: string): Promise<CameraDetails | null> {
  const snapshot = await getDoc(doc(liteDb(), CAMERA_DETAILS_COLLECTION, itemId));
  return snapshot.exists() ? safeParseCameraDetails(snapshot.data()) : null;
}

/** A work's camera details as the viewer reads them: null also when the read is refused or fails. */
export async function getCameraDetails(itemId: string): Promise<CameraDetails | null> {
  return fetchCameraDetails(itemId).catch(() => null);
}
