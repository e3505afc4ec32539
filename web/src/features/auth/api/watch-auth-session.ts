import { onIdTokenChanged, type Unsubscribe, type User } from "firebase/auth";
import { auth } from "@/lib/firebase/auth";
import { setOwnerFlag } from "@/lib/owner-flag";
import type { AuthSession } from "../auth-session";

/** Whether the user's current ID token carries the owner claim. */
async function hasOwnerClaim(user: User): Promise<boolean> {
  const token = await user.getIdTokenResult();
  return token.claims.admin === true;
}

/**
 * Follows sign-in state, including token refreshes (which is when a newly granted claim
 * arrives), and keeps the owner flag in step so the public tracker skips the owner.
 */
export function watchAuthSession(onChange: (session: AuthSession) => void): Unsubscribe {
  let latest = 0;
  return onIdTokenChanged(auth(), async (user) => {
    const change = ++latest;
    // A visitor's anonymous account (made when they liked a work) is not a studio sign-in.
    if (!user || user.isAnonymous) {
      setOwnerFlag(false);
      onChange({ status: "signed-out" });
      return;
    }
    const isOwner = await hasOwnerClaim(user).catch(() => false);
    // A newer change (sign-out, another refresh) may have arrived while the token was read.
    if (change !== latest) return;
    setOwnerFlag(isOwner);
    onChange({
      status: "signed-in",
      user: { uid: user.uid, email: user.email, displayName: user.displayName },
      isOwner,
    });
  });
}
