import { addDays, COLLECTIONS, utcDateKey } from "@folio/domain";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { rebuildAnalytics } from "../../functions/src/analytics/rebuild";
import { syntheticVisits, type SyntheticVisit } from "./analytics-visits";
import type { SeedLog, SeededContent } from "./types";

/** Days of history the demo shows (35: a 30-day view plus the period before it, in part). */
export const SEED_DAYS = 35;

/** gRPC ALREADY_EXISTS: a document of an earlier, interrupted seed run. */
const ALREADY_EXISTS = 6;

/** An event document as the tracker writes it and the trigger leaves it (counted). */
export function seedEventDoc(visit: SyntheticVisit, event: SyntheticVisit["events"][number]) {
  return {
    type: event.type,
    contentId: event.item?.id ?? null,
    contentTitle: event.item?.title ?? null,
    contentType: event.item?.type ?? null,
    category: event.item?.category ?? null,
    timestamp: Timestamp.fromMillis(event.at),
    sessionId: visit.sessionId,
    userId: visit.userId,
    path: event.path,
    countState: "counted",
  };
}

/** A session document as the tracker writes it and the trigger leaves it (counted). */
export function seedSessionDoc(visit: SyntheticVisit) {
  return {
    userId: visit.userId,
    sessionId: visit.sessionId,
    startTime: Timestamp.fromMillis(visit.start),
    endTime: Timestamp.fromMillis(visit.start + visit.duration * 1000),
    duration: visit.duration,
    bounced: visit.bounced,
    referrer: visit.referrer,
    device: visit.device,
    counted: { duration: visit.duration, bounced: visit.bounced },
  };
}

/**
 * Seeds 35 days of synthetic visits over the seeded items, with triggers off, then runs the
 * server's own rebuild so counters, item views and likes, and rollups agree exactly with the
 * events. Events and sessions are written as the triggers leave them (marked counted), so
 * the rebuild sees the empty shards as drift and repairs each day with one write, and the
 * item totals with one write per item, instead of one write per event: the seed stays fast.
 * Documents are created with fixed ids and never overwritten, so a re-run after an
 * interruption adds only what is missing.
 */
export async function seedAnalytics(
  db: Firestore,
  content: SeededContent,
  log: SeedLog,
  now = new Date(),
): Promise<void> {
  const started = Date.now();
  const days = syntheticVisits(content.items, now, SEED_DAYS);
  // The emulator takes far more than BulkWriter's default ramp-up of 500 writes/s.
  const writer = db.bulkWriter({ throttling: false });
  writer.onWriteError((error) => error.code !== ALREADY_EXISTS && error.failedAttempts < 5);
  const failures: unknown[] = [];
  const keep = (error: { code?: unknown }) => {
    if (error.code !== ALREADY_EXISTS) failures.push(error);
  };
  let events = 0;
  let sessions = 0;
  for (const { visits } of days) {
    for (const visit of visits) {
      if (visit.events.length === 0) continue;
      void writer
        .create(db.collection(COLLECTIONS.userSessions).doc(visit.sessionId), seedSessionDoc(visit))
        .catch(keep);
      sessions += 1;
      for (const event of visit.events) {
        void writer
          .create(db.collection(COLLECTIONS.analyticsEvents).doc(event.id), seedEventDoc(visit, event))
          .catch(keep);
        events += 1;
      }
    }
  }
  await writer.close();
  if (failures.length > 0)
    throw new Error(`analytics seed: ${failures.length} writes failed`, { cause: failures[0] });
  await writeItemTotals(
    db,
    days.flatMap((day) => day.visits),
  );
  const written = Date.now();
  const today = utcDateKey(now);
  // The item totals were just set from the same events; repairing them would scan every
  // event once per item, which the emulator (no indexes) does slowly.
  const report = await rebuildAnalytics(db, { from: addDays(today, -(SEED_DAYS - 1)), to: today }, now, {
    repairItems: false,
  });
  const counted = report.days.reduce((sum, day) => sum + day.events, 0);
  log(
    `analytics: ${sessions} visits, ${events} events over ${SEED_DAYS} days written in ${written - started} ms; ` +
      `rebuild counted ${counted} in ${Date.now() - written} ms`,
  );
}

/** Sets each seeded item's views and likes to what its seeded events say (absolute, so re-runs agree). */
async function writeItemTotals(db: Firestore, visits: readonly SyntheticVisit[]): Promise<void> {
  const totals = new Map<string, { views: number; likes: number }>();
  for (const event of visits.flatMap((visit) => visit.events)) {
    if (!event.item) continue;
    const entry = totals.get(event.item.id) ?? { views: 0, likes: 0 };
    if (event.type === "image_view" || event.type === "video_view") entry.views += 1;
    if (event.type === "like") entry.likes += 1;
    totals.set(event.item.id, entry);
  }
  const batch = db.batch();
  for (const [id, entry] of totals) batch.update(db.collection(COLLECTIONS.gallery).doc(id), entry);
  await batch.commit();
}
