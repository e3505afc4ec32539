// The spike alert: one email on a day whose visitors pass the owner's threshold.
import {
  ANALYTICS_COLLECTIONS,
  COLLECTIONS,
  emptyDayStats,
  OTHER_SOURCE,
  parseDayStats,
  rankContent,
  rankSources,
  rolledUpStats,
  REPORT_SETTINGS_PATH,
  reportChoices,
  utcDateKey,
  type DayStats,
} from "@folio/domain";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { errorCode, GRPC } from "../lib/firestore-errors";
import type { OwnerMailConfig } from "../mail/owner-mail";
import { SEND_STATE_FIELD, sendOnce, type SendResult } from "../mail/send-once";
import { composeSpikeAlert, sameWeekdays, spikeThreshold, type SpikeFigures } from "./spike-plan";
import { REPORT_RUNS_COLLECTION } from "./weekly-report";

export type SpikeOutcome =
  SendResult | { outcome: "disabled" | "below"; visitors?: number; threshold?: number };

/** The days' figures: each day's rollup, or its counter when it has none (today, a day not rolled up). */
async function readDays(db: Firestore, dates: readonly string[]): Promise<DayStats[]> {
  const rollups = await db.getAll(
    ...dates.map((date) => db.collection(ANALYTICS_COLLECTIONS.metrics).doc(date)),
  );
  const stats = dates.map((date, index) => rolledUpStats(date, rollups[index]!.data()));
  const missing = dates.filter((_, index) => !stats[index]);
  const counters =
    missing.length > 0
      ? await db.getAll(...missing.map((date) => db.collection(COLLECTIONS.analyticsCounters).doc(date)))
      : [];
  return dates.map((date, index) => {
    const rollup = stats[index];
    if (rollup) return rollup;
    const counter = counters.find((snapshot) => snapshot.id === date);
    return counter?.exists ? parseDayStats(date, counter.data()) : emptyDayStats(date);
  });
}

/**
 * The day's marker (`report_runs/spike-{date}`): created by the day's first check with the
 * usual visitors it read, so that later checks read two documents, not six. It then carries the
 * email's send state (sendOnce), which makes the alert go out once a day across every retry.
 */
async function dayMarker(db: Firestore, date: string) {
  const ref = db.collection(REPORT_RUNS_COLLECTION).doc(`spike-${date}`);
  const [marker, counter] = await db.getAll(ref, db.collection(COLLECTIONS.analyticsCounters).doc(date));
  const today = parseDayStats(date, counter!.data());
  const stored: unknown = marker!.get("usual");
  if (Array.isArray(stored) && stored.every((value) => typeof value === "number"))
    return {
      ref,
      today,
      usual: stored as number[],
      sent: marker!.get(`${SEND_STATE_FIELD}.state`) === "sent",
    };
  const usual = (await readDays(db, sameWeekdays(date))).map((day) => day.uniqueVisitors);
  try {
    await ref.create({ kind: "spike", date, usual, createdAt: FieldValue.serverTimestamp() });
  } catch (error) {
    // Another check made it meanwhile, from the same figures.
    if (errorCode(error) !== GRPC.ALREADY_EXISTS) throw error;
  }
  return { ref, today, usual, sent: false };
}

/**
 * Checks today's visitors against the threshold and, past it, emails the owner once, naming the
 * most viewed work and the top source ("Alpine Dawn, from reddit.com"). Reads the settings, the
 * day's marker and today's counter (the day's first check also the same weekday's figures of the
 * last four weeks); the owner's own visits are never counted, so they never set it off.
 */
export async function checkSpike(db: Firestore, now: Date, config: OwnerMailConfig): Promise<SpikeOutcome> {
  const settings = await db.collection(REPORT_SETTINGS_PATH.collection).doc(REPORT_SETTINGS_PATH.id).get();
  const choices = reportChoices(settings.data());
  if (!choices.spikeAlert) return { outcome: "disabled" };
  const date = utcDateKey(now);
  const { ref, today, usual, sent } = await dayMarker(db, date);
  if (sent) return { outcome: "already-sent" };
  const threshold = spikeThreshold(usual, choices.spikeVisitors);
  if (today.uniqueVisitors < threshold)
    return { outcome: "below", visitors: today.uniqueVisitors, threshold };

  const [top] = rankContent(today.items, 1);
  const work = top ? await db.collection(COLLECTIONS.gallery).doc(top.contentId).get() : null;
  const title: unknown = work?.get("title");
  const source = rankSources(today.sources).find((entry) => entry.source !== OTHER_SOURCE);
  const figures: SpikeFigures = {
    date,
    visitors: today.uniqueVisitors,
    threshold,
    usual: Math.round(usual.reduce((sum, value) => sum + value, 0) / usual.length),
    work: top
      ? {
          id: top.contentId,
          title: typeof title === "string" && title.trim() ? title.trim() : top.contentId,
          views: top.views,
        }
      : null,
    source: source ? { label: source.source, sessions: source.sessions } : null,
  };
  const { subject, text } = composeSpikeAlert(figures, config.origin);
  return sendOnce(
    db,
    ref,
    "automatic",
    () => ({
      to: config.to,
      from: config.from,
      subject,
      text,
      messageId: `<spike-${date}@${new URL(config.origin).hostname}>`,
    }),
    config,
  );
}
