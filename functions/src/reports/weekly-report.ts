import {
  ANALYTICS_COLLECTIONS,
  attributionConversions,
  COLLECTIONS,
  computeMetrics,
  dateKeysBetween,
  emptyDayStats,
  headlineFigures,
  MESSAGE_COUNTS_COLLECTION,
  messagesOf,
  parseDayStats,
  parseMessageCounts,
  planCounterReads,
  rolledUpStats,
  rankContent,
  REPORT_SETTINGS_PATH,
  sumDayStats,
  sumMessageCounts,
  weeklyEmailEnabled,
  workConversions,
  type DayStats,
} from "@folio/domain";
import { FieldPath, FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { errorCode, GRPC } from "../lib/firestore-errors";
import type { OutgoingMail } from "../mail/mailer";
import type { OwnerMailConfig } from "../mail/owner-mail";
import { sendOnce, type SendResult } from "../mail/send-once";
import { composeWeeklyReport, type WeekFigures } from "./report-email";
import { reportWeeks, weeklyRunId, type ReportWeeks } from "./week";

/** One document per week run (`weekly-{Monday}`), server-only: its send state and the week. */
export const REPORT_RUNS_COLLECTION = "report_runs";
const TOP_WORKS = 5;

async function readRange(db: Firestore, collection: string, from: string, to: string) {
  const snapshot = await db
    .collection(collection)
    .where(FieldPath.documentId(), ">=", from)
    .where(FieldPath.documentId(), "<=", to)
    .get();
  return new Map(snapshot.docs.map((doc) => [doc.id, doc.data()]));
}

/**
 * The day stats of `from`..`to` from the nightly rollups (`analytics_metrics`), falling back to
 * the day counters for a day not rolled up: one read per day at most, never the raw events.
 */
async function readDays(db: Firestore, from: string, to: string): Promise<DayStats[]> {
  const keys = dateKeysBetween(from, to);
  const rollups = new Map<string, DayStats>();
  for (const [key, rollup] of await readRange(db, ANALYTICS_COLLECTIONS.metrics, from, to)) {
    const stats = rolledUpStats(key, rollup);
    if (stats) rollups.set(key, stats);
  }
  const plan = planCounterReads(keys, new Set(rollups.keys()));
  const counters = plan.range
    ? await readRange(db, COLLECTIONS.analyticsCounters, plan.range.from, plan.range.to)
    : new Map<string, FirebaseFirestore.DocumentData>();
  const singles = plan.single.map((key) => db.collection(COLLECTIONS.analyticsCounters).doc(key));
  for (const snapshot of singles.length > 0 ? await db.getAll(...singles) : [])
    if (snapshot.exists) counters.set(snapshot.id, snapshot.data() ?? {});
  return keys.map((key) => {
    const rollup = rollups.get(key);
    if (rollup) return rollup;
    const counter = counters.get(key);
    return counter ? parseDayStats(key, counter) : emptyDayStats(key);
  });
}

/** The accepted messages of `from`..`to`, per work and per source (`message_counts`, one query on the id). */
async function readMessages(db: Firestore, from: string, to: string) {
  const stored = await readRange(db, MESSAGE_COUNTS_COLLECTION, from, to);
  return sumMessageCounts([...stored].map(([date, data]) => parseMessageCounts(date, data)));
}

/**
 * Messages of the week flood control flagged (a count aggregation per kind). An equality on
 * `likelySpam` with a range on `createdAt` needs a composite index ending in `createdAt` in the
 * order the query sorts by. A range with no orderBy sorts ascending, which the inbox's index
 * (`likelySpam`, `createdAt` descending) does not serve: production would refuse the query with
 * FAILED_PRECONDITION every Monday. Ordered descending, it uses that index.
 */
async function likelySpamCount(db: Firestore, from: string, to: string): Promise<number> {
  const start = Timestamp.fromDate(new Date(`${from}T00:00:00Z`));
  const end = Timestamp.fromDate(new Date(`${to}T24:00:00Z`));
  const counts = await Promise.all(
    [COLLECTIONS.inquiries, COLLECTIONS.bookings].map(async (collection) => {
      const snapshot = await db
        .collection(collection)
        .where("likelySpam", "==", true)
        .where("createdAt", ">=", start)
        .where("createdAt", "<", end)
        .orderBy("createdAt", "desc")
        .count()
        .get();
      return snapshot.data().count;
    }),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

async function titles(db: Firestore, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const snapshots = await db.getAll(...ids.map((id) => db.collection(COLLECTIONS.gallery).doc(id)));
  return new Map(
    snapshots.map((snapshot) => {
      const title = snapshot.get("title") as unknown;
      return [
        snapshot.id,
        typeof title === "string" && title.trim() ? title.trim() : `(deleted work ${snapshot.id})`,
      ];
    }),
  );
}

/**
 * Both weeks' figures, read from the rollups and `message_counts`: each week's headline from its
 * own accepted messages and visits, as the dashboard's key figures for the same days.
 */
export async function gatherWeeks(db: Firestore, weeks: ReportWeeks): Promise<[WeekFigures, WeekFigures]> {
  const [currentDays, previousDays, spamNow, spamBefore, messages, previousMessages] = await Promise.all([
    readDays(db, weeks.current.from, weeks.current.to),
    readDays(db, weeks.previous.from, weeks.previous.to),
    likelySpamCount(db, weeks.current.from, weeks.current.to),
    likelySpamCount(db, weeks.previous.from, weeks.previous.to),
    readMessages(db, weeks.current.from, weeks.current.to),
    readMessages(db, weeks.previous.from, weeks.previous.to),
  ]);
  const current = sumDayStats(weeks.current.to, currentDays);
  const previous = sumDayStats(weeks.previous.to, previousDays);
  const top = rankContent(current.items, TOP_WORKS);
  // workConversions orders by messages first, so the works that brought any come first.
  const converting = workConversions(current.items, messages.items)
    .filter((work) => messagesOf(work) > 0)
    .slice(0, TOP_WORKS);
  // As the dashboard's "By source" view, without its Not tracked row: the report names sources.
  const sources = attributionConversions(current.sources, messages.sources)
    .filter((source) => messagesOf(source) > 0)
    .slice(0, TOP_WORKS);
  const named = await titles(db, [
    ...new Set([...top.map((entry) => entry.contentId), ...converting.map((work) => work.contentId)]),
  ]);
  return [
    {
      metrics: computeMetrics(current, weeks.current.from),
      headline: headlineFigures(messages, current.sessions),
      topWorks: top.map((entry) => ({
        title: named.get(entry.contentId) ?? entry.contentId,
        views: entry.views,
        viewsBefore: previous.items[entry.contentId]?.views ?? 0,
      })),
      messageWorks: converting.map((work) => ({
        title: named.get(work.contentId) ?? work.contentId,
        inquiries: work.inquiries,
        bookings: work.bookings,
        views: work.views,
        conversionRate: work.conversionRate,
      })),
      messageSources: sources.map(({ label, inquiries, bookings, sessions, conversionRate }) => ({
        label,
        inquiries,
        bookings,
        sessions,
        conversionRate,
      })),
      likelySpam: spamNow,
    },
    {
      metrics: computeMetrics(previous, weeks.previous.from),
      headline: headlineFigures(previousMessages, previous.sessions),
      topWorks: [],
      messageWorks: [],
      messageSources: [],
      likelySpam: spamBefore,
    },
  ];
}

export type WeeklyOutcome = SendResult | { outcome: "disabled" };

/**
 * Counts a firing of the week's run on its marker: the first creates it (`create()` fails if it
 * exists), later firings (a retry, a second schedule, a manual publish) add one to `firings`.
 */
async function recordFiring(db: Firestore, weeks: ReportWeeks) {
  const ref = db.collection(REPORT_RUNS_COLLECTION).doc(weeklyRunId(weeks));
  try {
    await ref.create({
      kind: "weekly",
      from: weeks.current.from,
      to: weeks.current.to,
      firings: 1,
      createdAt: FieldValue.serverTimestamp(),
    });
  } catch (error) {
    if (errorCode(error) !== GRPC.ALREADY_EXISTS) throw error;
    await ref.update({ firings: FieldValue.increment(1) });
  }
  return ref;
}

/**
 * Sends last week's report once. Each firing is counted on the week's run marker; unless the
 * owner turned the report off (then the marker says `disabled`), the report is sent through
 * sendOnce on that marker, so it goes out once however often the schedule fires or the job is
 * retried.
 */
export async function sendWeeklyReport(
  db: Firestore,
  now: Date,
  config: OwnerMailConfig,
): Promise<WeeklyOutcome> {
  const weeks = reportWeeks(now);
  const ref = await recordFiring(db, weeks);
  const settings = await db.collection(REPORT_SETTINGS_PATH.collection).doc(REPORT_SETTINGS_PATH.id).get();
  if (!weeklyEmailEnabled(settings.data())) {
    await ref.update({ lastOutcome: "disabled" });
    return { outcome: "disabled" };
  }
  const [current, previous] = await gatherWeeks(db, weeks);
  const { subject, text } = composeWeeklyReport(weeks, current, previous, config.origin);
  const mail: OutgoingMail = {
    to: config.to,
    from: config.from,
    subject,
    text,
    messageId: `<weekly-${weeks.current.from}@${new URL(config.origin).hostname}>`,
  };
  return sendOnce(db, ref, "automatic", () => mail, config);
}
