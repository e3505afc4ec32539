import { signInWithEmailAndPassword } from "firebase/auth";
import { auth } from "@/lib/firebase/auth";

/** Signs in with email and password; rejects with the provider's error (see `authErrorMessage`). */
export async function signIn(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth(), email.trim(), password);
}

/** A sign-in function; components take one so tests can stand in for the provider. */
export type SignIn = typeof signIn;
