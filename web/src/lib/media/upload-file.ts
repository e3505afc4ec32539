import { deleteObject, ref, uploadBytesResumable } from "firebase/storage";
import { storage } from "@/lib/firebase/storage";

export interface UploadFileOptions {
  /** Reports bytes sent and bytes to send. */
  onProgress?: (transferred: number, total: number) => void;
  /** Aborting cancels the upload (it then rejects with storage/canceled). */
  signal?: AbortSignal;
}

/**
 * An original never changes at its path (a replacement is a new upload folder), and only the
 * owner may read it: no shared cache may keep it.
 */
const CACHE_CONTROL = "private, max-age=31536000, immutable";

/**
 * Uploads one original with progress and cancel. No address comes back: visitors never get
 * this file, and the server takes its download token away (domain/src/media/paths.ts).
 */
export async function uploadFile(
  path: string,
  data: Blob,
  contentType: string,
  { onProgress, signal }: UploadFileOptions = {},
): Promise<void> {
  const task = uploadBytesResumable(ref(storage(), path), data, { contentType, cacheControl: CACHE_CONTROL });
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
  } finally {
    signal?.removeEventListener("abort", cancel);
  }
}

/** Deletes uploaded originals, best effort: a file already gone is not a failure. */
export async function deleteFiles(paths: readonly string[]): Promise<void> {
  await Promise.allSettled(paths.map((path) => deleteObject(ref(storage(), path))));
}
