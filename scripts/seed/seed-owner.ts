import type { Auth } from "firebase-admin/auth";
import { adminApp } from "../lib/admin";
import { grantOwner } from "../owner/grant-owner-core";
import { DEMO_OWNER } from "./demo-owner";
import type { SeedLog } from "./types";

async function findOrCreate(auth: Auth): Promise<{ uid: string; created: boolean }> {
  try {
    const user = await auth.getUserByEmail(DEMO_OWNER.email);
    // A rerun restores the documented password in case someone changed it in the emulator.
    await auth.updateUser(user.uid, { password: DEMO_OWNER.password, displayName: DEMO_OWNER.displayName });
    return { uid: user.uid, created: false };
  } catch (error) {
    if ((error as { code?: unknown }).code !== "auth/user-not-found") throw error;
    const user = await auth.createUser({ ...DEMO_OWNER, emailVerified: true });
    return { uid: user.uid, created: true };
  }
}

/**
 * Creates the demo owner in the Auth emulator with the `admin` claim; running it again
 * changes nothing but the password, which it resets. Refuses to touch a real project.
 */
export async function seedOwner(log: SeedLog): Promise<{ uid: string }> {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST)
    throw new Error(
      "The demo owner is only created in the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST is not set)",
    );
  const { auth } = adminApp();
  const { uid, created } = await findOrCreate(auth);
  await grantOwner(auth, DEMO_OWNER.email);
  log(`owner: ${DEMO_OWNER.email} ${created ? "created" : "already there"}, with owner rights`);
  return { uid };
}
