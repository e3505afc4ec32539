import { COLLECTIONS } from "@folio/domain";
import { adminApp } from "../lib/admin";
import { withBackgroundTriggersDisabled } from "../lib/triggers";
import { seedAnalytics } from "./seed-analytics";
import { seedContent } from "./seed-content";
import { seedOwner } from "./seed-owner";
import type { SeedLog } from "./types";

/**
 * Seeds the demo portfolio into empty emulators: the owner account, content, and 30+
 * days of visits. Triggers are off while it writes; the counters are then rebuilt from
 * the raw events by the same server code the nightly job runs, so they agree exactly.
 */
export async function seedIfEmpty({ log }: { log: SeedLog }): Promise<boolean> {
  const { firestore } = adminApp();
  const existing = await firestore.collection(COLLECTIONS.gallery).limit(1).get();
  if (!existing.empty) return false;
  await withBackgroundTriggersDisabled(async () => {
    await seedOwner(log);
    const content = await seedContent(firestore, log);
    await seedAnalytics(firestore, content, log);
  });
  return true;
}
