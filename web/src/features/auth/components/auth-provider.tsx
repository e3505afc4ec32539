import { useEffect, useState, type ReactNode } from "react";
import { watchAuthSession } from "../api/watch-auth-session";
import { AuthSessionContext, type AuthSession } from "../auth-session";

/** Subscribes once to sign-in state and shares it with the studio below. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<AuthSession>({ status: "loading" });
  useEffect(() => watchAuthSession(setSession), []);
  return <AuthSessionContext value={session}>{children}</AuthSessionContext>;
}
