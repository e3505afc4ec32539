import type { Auth } from "firebase-admin/auth";

/** Raised when no account has the email: the owner must sign up (or be created) first. */
export class OwnerAccountMissingError extends Error {
  constructor(email: string) {
    super(
      `No user with the email ${email}. Create the account first (Firebase console → Authentication → Users, ` +
        "or the Auth emulator), then run this again.",
    );
    this.name = "OwnerAccountMissingError";
  }
}

export interface OwnerTarget {
  email: string;
  /** "emulator" when FIREBASE_AUTH_EMULATOR_HOST is set, else the real project id. */
  target: "emulator" | { project: string };
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** Reads `<email>` from the arguments and decides where to grant; throws a usage message when unusable. */
export function parseOwnerArgs(args: readonly string[], env: NodeJS.ProcessEnv): OwnerTarget {
  const email = args.find((arg) => !arg.startsWith("-"))?.trim();
  if (!email || !EMAIL.test(email)) throw new Error("usage: npm run owner -- <email>");
  if (env.FIREBASE_AUTH_EMULATOR_HOST) return { email, target: "emulator" };
  const project = env.GCLOUD_PROJECT?.trim();
  if (!project || project.startsWith("demo-"))
    throw new Error(
      "Set FIREBASE_AUTH_EMULATOR_HOST to use the emulators, or GCLOUD_PROJECT=<project-id> with " +
        "application-default credentials (gcloud auth application-default login) or " +
        "FOLIO_SERVICE_ACCOUNT=<key.json> for a real project.",
    );
  return { email, target: { project } };
}

/**
 * Gives the user the `admin` custom claim (the rules' and callables' owner check), keeping
 * any other claims. Returns the uid and whether the claim was already there.
 */
export async function grantOwner(auth: Auth, email: string): Promise<{ uid: string; alreadyOwner: boolean }> {
  let user;
  try {
    user = await auth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: unknown }).code === "auth/user-not-found")
      throw new OwnerAccountMissingError(email);
    throw error;
  }
  const claims = user.customClaims ?? {};
  if (claims.admin === true) return { uid: user.uid, alreadyOwner: true };
  await auth.setCustomUserClaims(user.uid, { ...claims, admin: true });
  return { uid: user.uid, alreadyOwner: false };
}
