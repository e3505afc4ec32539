import { getBlob, ref } from "firebase/storage";
import { storage } from "@/lib/firebase/storage";

/**
 * An object URL of a file of this project's bucket, read signed in as the owner. A draft's
 * files (and an upload not yet saved) answer no one but the owner, and an <img> sends no
 * credentials, so the studio reads those through the SDK. Null for an address that is not one
 * of the bucket's; rejects when the owner may not read it either.
 */
export async function readPrivateMedia(url: string): Promise<string | null> {
  let target;
  try {
    target = ref(storage(), url);
  } catch {
    return null;
  }
  return URL.createObjectURL(await getBlob(target));
}
