import { addDays, COLLECTIONS, utcDateKey } from "@folio/domain";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import { rebuildAnalytics } from "../../functions/src/analytics/rebuild";
import { syntheticVisits, type SyntheticVisit } from "./analytics-visits";
import { seedMessages, syntheticMessages } from "./seed-messages";
import type { SeedLog, SeededContent } from "./types";

/**
 * Days of history the demo shows: the dashboard opens on 30 days compared with the 30 before,
 * so both are full (with 35, the first view compared a month with five days: "+700%" on every
 * figure).
 */
export const SEED_DAYS = 60;

/** gRPC ALREADY_EXISTS: a document of an earlier, interrupted seed run. */
const ALREADY_EXISTS = 6;

/**
 * An event document as the tracker writes it and the trigger leaves it (counted).
 * `itemCounted` is false for a view of an item the session viewed before.
 */
export function seedEventDoc(
  visit: SyntheticVisit,
  event: SyntheticVisit["events"][number],
  itemCounted = true,
) {
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
    ...(event.item ? { itemCounted } : {}),
  };
}

/** A session document as the tracker writes it (the rebuild stamps it counted). */
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
    ...(Object.keys(visit.utm).length > 0 ? { utm: visit.utm } : {}),
    timeZone: visit.timeZone,
    entryPage: visit.entryPage,
    ...(visit.outbound.length > 0 ? { outbound: visit.outbound } : {}),
  };
}

/**
 * Seeds SEED_DAYS days of synthetic visits over the seeded items, with triggers off, and the
 * inbox messages their inquiry and booking events stand for (seed-messages.ts: screened and
 * counted by the server's own screening), then runs the server's own rebuild so counters, item views and likes, and rollups agree exactly with the
 * events. Events are written as the triggers leave them (marked counted), so the rebuild
 * sees the empty counters as drift and writes each day's once instead of once per event,
 * then sets the items' views and likes from the counters; it stamps the sessions, which the
 * seed leaves unstamped: the seed stays fast.
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
      const viewed = new Set<string>();
      for (const event of visit.events) {
        const isView = event.type === "image_view" || event.type === "video_view";
        const firstView = !(isView && event.item && viewed.has(event.item.id));
        if (isView && event.item) viewed.add(event.item.id);
        void writer
          .create(
            db.collection(COLLECTIONS.analyticsEvents).doc(event.id),
            seedEventDoc(visit, event, firstView),
          )
          .catch(keep);
        events += 1;
      }
    }
  }
  await writer.close();
  if (failures.length > 0)
    throw new Error(`analytics seed: ${failures.length} writes failed`, { cause: failures[0] });
  const written = Date.now();
  // The sessions are stored: screening credits each message to its visit's source and campaign.
  const screened = await seedMessages(
    db,
    syntheticMessages(
      days.flatMap((day) => day.visits),
      now,
    ),
  );
  const messaged = Date.now();
  const today = utcDateKey(now);
  const report = await rebuildAnalytics(db, { from: addDays(today, -(SEED_DAYS - 1)), to: today }, now);
  const counted = report.days.reduce((sum, day) => sum + day.events, 0);
  log(
    `analytics: ${sessions} visits, ${events} events over ${SEED_DAYS} days written in ${written - started} ms; ` +
      `their ${screened.clear + screened["already-screened"]} messages screened in ${messaged - written} ms ` +
      `(${screened.flagged} flagged); rebuild counted ${counted} in ${Date.now() - messaged} ms`,
  );
}
