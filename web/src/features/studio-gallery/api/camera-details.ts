import { CAMERA_DETAILS_COLLECTION, safeParseCameraDetails, type CameraDetails } from "@folio/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { deleteDoc, doc, getDoc, setDoc } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";

const cameraRef = (itemId: string) => doc(liteDb(), CAMERA_DETAILS_COLLECTION, itemId);

/** Key of one work's camera details in the studio. */
const CAMERA_DETAILS_KEY = ["camera-details"] as const;

/** A work's camera details as the owner reads them (null: none). */
async function readCameraDetails(itemId: string): Promise<CameraDetails | null> {
  const snapshot = await getDoc(cameraRef(itemId));
  return snapshot.exists() ? safeParseCameraDetails(snapshot.data()) : null;
}

/** The editor's read of a work's camera details. */
export function useCameraDetailsQuery(itemId: string) {
  return useQuery(
    queryOptions({ queryKey: [...CAMERA_DETAILS_KEY, itemId], queryFn: () => readCameraDetails(itemId) }),
  );
}

/**
 * Saves a work's camera details beside it (`camera_details/<itemId>`: visitors read them only
 * while the site shows camera details), or removes them when `details` is null.
 */
export async function saveCameraDetails(itemId: string, details: CameraDetails | null): Promise<void> {
  if (details) await setDoc(cameraRef(itemId), details);
  else await deleteDoc(cameraRef(itemId));
}
