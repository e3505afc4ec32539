import { createContext, use } from "react";

/** The signed-in person, as much as the studio needs to show. */
export interface StudioUser {
  /** Firebase Auth uid. */
  uid: string;
  /** Sign-in email address. */
  email: string | null;
  /** Name from the account profile, when set. */
  displayName: string | null;
}

/**
 * Where sign-in stands. `isOwner` comes from the `admin` custom claim of the ID token: the
 * same claim the security rules check, so the UI never offers tools the rules would refuse.
 */
export type AuthSession =
  | { status: "loading" }
  | { status: "signed-out" }
  | { status: "signed-in"; user: StudioUser; isOwner: boolean };

/** Current sign-in state; `AuthProvider` keeps it in step with the provider. */
export const AuthSessionContext = createContext<AuthSession>({ status: "loading" });

/** Reads the current sign-in state. */
export function useAuthSession(): AuthSession {
  return use(AuthSessionContext);
}
