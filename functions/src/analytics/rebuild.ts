import {
  addDayStats,
  COLLECTIONS,
  dateKeysBetween,
  utcDateKey,
  type RebuildDayReport,
  type RebuildReport,
} from "@folio/domain";
import type { Firestore, Timestamp } from "firebase-admin/firestore";
import { markCounted } from "./count-event";
import { markSessionCounted } from "./count-session";
import { eventDelta } from "./event-delta";
import { errorCode, GRPC, sleep } from "./firestore-errors";
import { foldDay } from "./fold";
import { repairItemTotals } from "./item-totals";
import { analyticsLogs } from "./logs";
import { isConsistent, planDayRebuild } from "./rebuild-plan";
import { commitCorrection, commitInBatches, readDay, uncountableItems } from "./rebuild-io";
import { writeRollup } from "./rollup";

const ATTEMPTS = 8;
/** Triggers count within seconds; the rebuild counts only what they have left alone longer than this. */
export const SETTLE_AFTER_MS = 5 * 60 * 1000;
const PARALLEL_DAYS = 3;

/**
 * Brings one day in line with its raw data: corrects drift in the shards, counts events and
 * session states no trigger counted (the seed writes with triggers off; a trigger may have
 * given up), marks uncountable events, folds, and rolls the day up. Every change it makes to
 * an event or session is guarded by that document's update time, exactly like a trigger's,
 * so the rebuild and a late trigger never both count the same thing. A precondition that
 * fails means a trigger got there first: the day is read again and re-planned.
 */
async function rebuildDay(db: Firestore, date: string, now: Date): Promise<RebuildDayReport> {
  const today = utcDateKey(now);
  let claimed = 0;
  let settled = 0;
  let repaired = false;
  for (let attempt = 1; ; attempt += 1) {
    const snapshot = await readDay(db, date);
    const plan = planDayRebuild(
      date,
      snapshot.events,
      snapshot.sessions,
      snapshot.shards,
      snapshot.markers,
      now.getTime() - SETTLE_AFTER_MS,
    );
    try {
      if (!isConsistent(plan)) {
        await commitCorrection(db, plan);
        repaired = true;
      }
      const rejected = await uncountableItems(
        db,
        plan.claims.flatMap((claim) => (claim.effects.item ? [claim.effects.item.id] : [])),
      );
      const claims = plan.claims.filter(
        (claim) => !claim.effects.item || !rejected.has(claim.effects.item.id),
      );
      const unknown = plan.claims.filter(
        (claim) => claim.effects.item && rejected.has(claim.effects.item.id),
      );
      await commitInBatches(db, date, claims, (batch, claim, sums) => {
        markCounted(db, batch, claim.event.id, claim.event.updateTime as Timestamp);
        addDayStats(sums.day, eventDelta(claim.effects));
        if (claim.effects.visitor) sums.visitors.add(claim.effects.visitor.id);
        const item = claim.effects.item;
        if (item?.totalField) {
          const totals = sums.items.get(item.id) ?? { views: 0, likes: 0 };
          totals[item.totalField] += 1;
          sums.items.set(item.id, totals);
        }
      });
      claimed += claims.length;
      const ignores = [
        ...plan.ignores,
        ...unknown
          .filter((claim) => claim.event.data.countState !== "ignored")
          .map((claim) => ({ event: claim.event, reason: rejected.get(claim.effects.item!.id)! })),
      ];
      await commitInBatches(db, date, ignores, (batch, ignore) =>
        batch.update(
          db.collection(COLLECTIONS.analyticsEvents).doc(ignore.event.id),
          { countState: "ignored", ignoredReason: ignore.reason },
          { lastUpdateTime: ignore.event.updateTime as Timestamp },
        ),
      );
      await commitInBatches(db, date, plan.settles, (batch, settle, sums) => {
        markSessionCounted(db, batch, settle.session.id, settle.session.updateTime as Timestamp, settle.plan);
        addDayStats(sums.day, settle.plan.delta);
      });
      settled += plan.settles.length;
      const folded = (await foldDay(db, date, { force: true })) === "folded";
      const rolledUp = date < today ? await writeRollup(db, date) : false;
      const report = {
        date,
        events: plan.countedEvents + claims.length,
        claimedEvents: claimed,
        settledSessions: settled,
        repaired,
        folded,
        rolledUp,
      };
      return report;
    } catch (error) {
      const code = errorCode(error);
      const raced = code === GRPC.FAILED_PRECONDITION || code === GRPC.NOT_FOUND || code === GRPC.ABORTED;
      if (!raced || attempt >= ATTEMPTS) throw error;
      await sleep(Math.min(2_000, 100 * 2 ** attempt) * (0.5 + Math.random()));
    }
  }
}

/**
 * A day whose rebuild fails for a reason a retry cannot fix is reported (`failed`) and the
 * other days go on: one bad document never stops the owner's rebuild or the nightly job.
 */
async function rebuildDaySafely(db: Firestore, date: string, now: Date): Promise<RebuildDayReport> {
  try {
    return await rebuildDay(db, date, now);
  } catch (error) {
    analyticsLogs.rebuildDayFailed(date, error);
    return {
      date,
      events: 0,
      claimedEvents: 0,
      settledSessions: 0,
      repaired: false,
      folded: false,
      rolledUp: false,
      failed: String(error).slice(0, 300),
    };
  }
}

/**
 * Rebuilds the counters, per-item counts and rollups of the UTC days from `from` to `to`
 * from the raw events and sessions, then repairs every gallery item's views and likes
 * (unless `repairItems` is false: a benchmark that only needs the counters).
 * Idempotent: a second run over the same days writes nothing. The seed, the nightly job
 * and the owner's callable all run this one function.
 */
export async function rebuildAnalytics(
  db: Firestore,
  range: { from: string; to: string },
  now: Date = new Date(),
  options: { repairItems?: boolean } = {},
): Promise<RebuildReport> {
  const started = Date.now();
  const dates = dateKeysBetween(range.from, range.to);
  const days: RebuildDayReport[] = [];
  // Days touch disjoint documents (their own events, sessions, shards and counter) except
  // gallery items, whose increments commute: a few run side by side.
  for (let index = 0; index < dates.length; index += PARALLEL_DAYS) {
    days.push(
      ...(await Promise.all(
        dates.slice(index, index + PARALLEL_DAYS).map((date) => rebuildDaySafely(db, date, now)),
      )),
    );
  }
  const itemsRepaired = options.repairItems === false ? 0 : await repairItemTotals(db);
  analyticsLogs.rebuildDone({
    from: range.from,
    to: range.to,
    days: days.length,
    claimed: days.reduce((sum, day) => sum + day.claimedEvents, 0),
    repairedDays: days.filter((day) => day.repaired).length,
    itemsRepaired,
    ms: Date.now() - started,
  });
  return { from: range.from, to: range.to, days, itemsRepaired };
}
