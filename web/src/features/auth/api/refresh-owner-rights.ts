import { auth } from "@/lib/firebase/auth";

/**
 * Forces a fresh ID token so a claim granted after sign-in takes effect without signing
 * out; the token listener then publishes the new state.
 */
export async function refreshOwnerRights(): Promise<void> {
  await auth().currentUser?.getIdToken(true);
}
