import { CLIENT_COLLECTIONS, originalsFolder } from "@folio/domain";
import { collection, doc, serverTimestamp, setDoc } from "firebase/firestore";
import { db } from "@/lib/firebase/firestore";
import { contentTypeOf } from "@/lib/media/media-rules";
import { newUploadSetId, originalPath } from "@/lib/media/storage-paths";
import { uploadFile } from "@/lib/media/upload-file";

/**
 * Creates a work document (exactly what the rules allow: its set, order and file name) and
 * resolves to its id. It comes before the upload: the pipeline adds the media to it.
 */
export async function createClientWork(
  galleryId: string,
  work: { setId: string; order: number; fileName: string },
): Promise<string> {
  const ref = doc(collection(db(), CLIENT_COLLECTIONS.galleries, galleryId, CLIENT_COLLECTIONS.works));
  await setDoc(ref, { ...work, createdAt: serverTimestamp() });
  return ref.id;
}

/**
 * Sends a work's original to a fresh upload folder of `originals/clients/<gallery>/<work>/`
 * (a retry writes a new folder: an object path can be created once only). The server's
 * pipeline makes the display copies, EXIF and location stripped.
 */
export async function uploadClientOriginal(
  galleryId: string,
  workId: string,
  file: File,
  onProgress: (transferred: number, total: number) => void,
): Promise<void> {
  const folder = originalsFolder({ kind: "client", galleryId, workId }, newUploadSetId());
  await uploadFile(originalPath(folder, file), file, contentTypeOf(file), { onProgress });
}
