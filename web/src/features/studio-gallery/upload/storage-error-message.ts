import { MediaJobError } from "../api/wait-for-media-job";
import { MediaReadError } from "./read-media";

const MESSAGES: Readonly<Record<string, string>> = {
  "storage/canceled": "Upload cancelled.",
  "storage/quota-exceeded":
    "The storage quota of this Firebase project is used up. Free some space or upgrade the plan, then retry.",
  "storage/unauthorized":
    "Storage refused the file. Only the owner may upload, and only images and videos within the size limits.",
  "storage/unauthenticated": "Your sign-in has expired. Sign in again, then retry.",
  "storage/retry-limit-exceeded": "The connection kept dropping, so the upload stopped. Check it and retry.",
  "storage/server-file-wrong-size": "The file arrived damaged. Retry the upload.",
  "storage/invalid-checksum": "The file arrived damaged. Retry the upload.",
  "storage/object-not-found": "The file is no longer in storage.",
  "storage/bucket-not-found": "The storage bucket in the configuration does not exist.",
};

/** One sentence for an upload failure: storage codes, unreadable media, anything else. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof MediaReadError || error instanceof MediaJobError) return error.message;
  const code =
    typeof error === "object" && error !== null && "code" in error && typeof error.code === "string"
      ? error.code
      : undefined;
  return (code && MESSAGES[code]) || "The upload failed. Check your connection and retry.";
}

/** Whether the failure is the owner's own cancel (shown as cancelled, not as an error). */
export function isCancellation(error: unknown): boolean {
  return (
    (typeof error === "object" && error !== null && "code" in error && error.code === "storage/canceled") ||
    (error instanceof DOMException && error.name === "AbortError")
  );
}
