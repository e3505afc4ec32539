import { COLLECTIONS } from "@folio/domain";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { adminApp } from "../lib/admin";
import { withBackgroundTriggersDisabled } from "../lib/triggers";
import { seedAnalytics } from "./seed-analytics";
import { seedContent } from "./seed-content";
import { seedOwner } from "./seed-owner";
import type { SeedLog } from "./types";

/**
 * Server-only record of the seed (the rules' catch-all denies clients). `startedAt` without
 * `completedAt` means a seed was interrupted (Ctrl+C, an error): the next start runs it
 * again, which is safe because every step overwrites documents with fixed ids.
 */
const SEED_STATE = "_seed/demo";

async function seedState(db: Firestore): Promise<"done" | "interrupted" | "none"> {
  const state = await db.doc(SEED_STATE).get();
  if (!state.exists) return "none";
  return state.get("completedAt") ? "done" : "interrupted";
}

/**
 * Seeds the demo portfolio into empty emulators: the owner account, content, and 30+
 * days of visits. Triggers are off while it writes; the counters are then rebuilt from
 * the raw events by the same server code the nightly job runs, so they agree exactly.
 * Skips a database that was seeded before or holds gallery items of its own.
 */
export async function seedIfEmpty({ log }: { log: SeedLog }): Promise<boolean> {
  const { firestore } = adminApp();
  const state = await seedState(firestore);
  if (state === "done") return false;
  if (state === "none") {
    const existing = await firestore.collection(COLLECTIONS.gallery).limit(1).get();
    if (!existing.empty) return false;
  } else {
    log("the last seed did not finish; seeding again");
  }
  await firestore.doc(SEED_STATE).set({ startedAt: FieldValue.serverTimestamp() });
  await withBackgroundTriggersDisabled(async () => {
    await seedOwner(log);
    const content = await seedContent(firestore, log);
    await seedAnalytics(firestore, content, log);
  });
  await firestore.doc(SEED_STATE).set({ completedAt: FieldValue.serverTimestamp() }, { merge: true });
  return true;
}
