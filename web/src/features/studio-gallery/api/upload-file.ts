import { deleteObject, getDownloadURL, ref, uploadBytesResumable } from "firebase/storage";
import { storage } from "@/lib/firebase/storage";

export interface UploadFileOptions {
  /** Reports bytes sent and bytes to send. */
  onProgress?: (transferred: number, total: number) => void;
  /** Aborting cancels the upload (it then rejects with storage/canceled). */
  signal?: AbortSignal;
}

/** Media never change at a path (a replacement gets a new item folder file), so browsers may cache them for good. */
const CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Uploads one file with progress and cancel; resolves to its download URL. */
export async function uploadFile(
  path: string,
  data: Blob,
  contentType: string,
  { onProgress, signal }: UploadFileOptions = {},
): Promise<string> {
  const target = ref(storage(), path);
  const task = uploadBytesResumable(target, data, { contentType, cacheControl: CACHE_CONTROL });
  const cancel = () => task.cancel();
  if (signal?.aborted) cancel();
  signal?.addEventListener("abort", cancel);
  try {
    await new Promise<void>((resolve, reject) => {
      task.on(
        "state_changed",
        (snapshot) => onProgress?.(snapshot.bytesTransferred, snapshot.totalBytes),
        reject,
        resolve,
      );
    });
    return await getDownloadURL(target);
  } finally {
    signal?.removeEventListener("abort", cancel);
  }
}

/** Deletes uploaded files, best effort: a file already gone is not a failure. */
export async function deleteFiles(paths: readonly string[]): Promise<void> {
  await Promise.allSettled(paths.map((path) => deleteObject(ref(storage(), path))));
}
