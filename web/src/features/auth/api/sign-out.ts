import { signOut as firebaseSignOut } from "firebase/auth";
import { auth } from "@/lib/firebase/auth";
import { setOwnerFlag } from "@/lib/owner-flag";

/** Signs out; the owner flag goes at once so the very next public page view counts again. */
export async function signOut(): Promise<void> {
  setOwnerFlag(false);
  await firebaseSignOut(auth());
}
