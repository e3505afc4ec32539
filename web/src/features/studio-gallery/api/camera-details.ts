import { CAMERA_DETAILS_COLLECTION, type CameraDetails } from "@folio/domain";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { deleteDoc, doc, setDoc } from "firebase/firestore/lite";
import { fetchCameraDetails } from "@/data/content/get-camera-details";
import { liteDb } from "@/lib/firebase/firestore-lite";

const cameraRef = (itemId: string) => doc(liteDb(), CAMERA_DETAILS_COLLECTION, itemId);

/** Key of one work's camera details in the studio. */
const cameraDetailsKey = (itemId: string) => ["camera-details", itemId] as const;

/** The editor's read of a work's camera details (null: none). */
export function useCameraDetailsQuery(itemId: string) {
  return useQuery(
    queryOptions({ queryKey: cameraDetailsKey(itemId), queryFn: () => fetchCameraDetails(itemId) }),
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

/**
 * `saveCameraDetails` for the editor: the studio's read then holds what was saved, so the next
 * comparison (and the editor opened again) starts from it, as the work's own query does.
 */
export function useSaveCameraDetails() {
  const queryClient = useQueryClient();
  return async (itemId: string, details: CameraDetails | null) => {
    await saveCameraDetails(itemId, details);
    queryClient.setQueryData(cameraDetailsKey(itemId), details);
  };
}
