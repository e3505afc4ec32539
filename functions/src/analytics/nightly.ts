import { addDays, COLLECTIONS, utcDateKey, zeroDailyCounter, type RebuildReport } from "@folio/domain";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { errorCode, GRPC } from "./firestore-errors";
import { rebuildAnalytics } from "./rebuild";

/** Days before today the nightly job rebuilds: yesterday, plus two for events whose triggers ran late. */
export const NIGHTLY_DAYS_BACK = 3;

/**
 * Creates the zero counter documents of `dates` where none exists. This is where "created
 * with zeros" (spec section 4) happens: only the server writes counters, so the nightly job
 * creates today's and tomorrow's ahead of the first event; until then (and in the emulator,
 * where nobody runs the schedule) the first fold creates it, and readers take a missing
 * document as zeros.
 */
export async function ensureZeroCounters(db: Firestore, dates: readonly string[]): Promise<void> {
  await Promise.all(
    dates.map(async (date) => {
      try {
        const { createdAt: _createdAt, ...zeros } = zeroDailyCounter(date);
        await db
          .collection(COLLECTIONS.analyticsCounters)
          .doc(date)
          .create({ ...zeros, createdAt: FieldValue.serverTimestamp() });
      } catch (error) {
        if (errorCode(error) !== GRPC.ALREADY_EXISTS) throw error;
      }
    }),
  );
}

/** The nightly job (00:15 UTC): zero counters ahead, then the rebuild of the last days. */
export async function runNightly(db: Firestore, now: Date = new Date()): Promise<RebuildReport> {
  const today = utcDateKey(now);
  await ensureZeroCounters(db, [today, addDays(today, 1)]);
  return rebuildAnalytics(db, { from: addDays(today, -NIGHTLY_DAYS_BACK), to: addDays(today, -1) }, now);
}
