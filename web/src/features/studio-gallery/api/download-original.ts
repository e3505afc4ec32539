import { MEDIA_JOBS_COLLECTION, mediaJobId, parseMediaJob, uploadSetOf } from "@folio/domain";
import { doc, getDoc } from "firebase/firestore";
import { getBlob, ref } from "firebase/storage";
import { saveBlob } from "@/features/actions/lib/download-file";
import { db } from "@/lib/firebase/firestore";
import { storage } from "@/lib/firebase/storage";

/** The original of this upload is not kept (an upload from before originals were private). */
export class OriginalMissingError extends Error {
  readonly reason = "original-missing";
  constructor() {
    super("The original file of this upload is not kept.");
    this.name = "OriginalMissingError";
  }
}

/**
 * Saves the owner's original of a work's current upload, exactly as it was uploaded (EXIF and
 * all). It is read through the Storage SDK signed in as the owner: it has no public address.
 */
export async function downloadOriginal(itemId: string, storagePath: string | null): Promise<void> {
  const setId = uploadSetOf(itemId, storagePath);
  if (!setId) throw new OriginalMissingError();
  const snapshot = await getDoc(
    doc(db(), MEDIA_JOBS_COLLECTION, mediaJobId({ kind: "gallery", itemId }, setId)),
  );
  const job = parseMediaJob(snapshot.data());
  if (job?.state !== "ready") throw new OriginalMissingError();
  saveBlob(await getBlob(ref(storage(), job.originalPath)), job.originalName);
}
