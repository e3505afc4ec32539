// Wiring only: each export is a deployed function; the logic lives in the modules beside it.
import {
  ANALYTICS_CALLABLES,
  CONTENT_ERROR_MESSAGES,
  InvalidInputError,
  NotOwnerError,
  rebuildRequestSchema,
  ServerFailedError,
} from "@folio/domain";
import { onDocumentCreated, onDocumentDeleted, onDocumentWritten } from "firebase-functions/v2/firestore";
import { onCall } from "firebase-functions/v2/https";
import { onSchedule } from "firebase-functions/v2/scheduler";
import { enforceAppCheck } from "../lib/app-check";
import { db } from "../lib/admin";
import { reasonHttpsError } from "../lib/reason-error";
import { SETTLE_EVERY_MINUTES, sessionsWait } from "./config";
import { countEvent, countSessionWrite, settleSessions, uncountLike } from "./count";
import { analyticsLogs } from "./logs";
import { settleWindow } from "./plan";
import { isTransient, lostRace } from "../lib/firestore-errors";
import { rebuildAnalytics, rollUpClosedDay, runNightly } from "./rebuild";

/** Counts each new event exactly once; retried on failure (the count is guarded by a precondition). */
export const countAnalyticsEventFn = onDocumentCreated(
  { document: "analytics_events/{eventId}", retry: true, timeoutSeconds: 120 },
  async (event) => {
    if (!event.data) return;
    await countEvent(db(), {
      id: event.params.eventId,
      data: event.data.data(),
      updateTime: event.data.updateTime,
    });
  },
);

/** Read once per instance: whether the tracker's session writes wait for the settle sweep. */
const sessionsWaitForSweep = sessionsWait();

/**
 * Counts each session's latest state (new, longer, no longer bounced) exactly once, and gives a
 * new session its expiry; retried on failure. In production the tracker's writes wait for the
 * settle sweep below.
 */
export const countUserSessionFn = onDocumentWritten(
  { document: "user_sessions/{sessionId}", retry: true, timeoutSeconds: 120 },
  async (event) => {
    const { before, after } = event.data ?? {};
    await countSessionWrite(
      db(),
      {
        id: event.params.sessionId,
        before: before?.exists ? before.data() : undefined,
        after: after?.exists ? after.data() : undefined,
        updateTime: after?.exists ? after.updateTime : undefined,
      },
      { wait: sessionsWaitForSweep },
    );
  },
);

/** Every 5 minutes: counts the sessions that settled (nothing written to them for 5 minutes). */
export const settleSessionsFn = onSchedule(
  { schedule: `*/${SETTLE_EVERY_MINUTES} * * * *`, timeZone: "UTC", retryCount: 3, timeoutSeconds: 300 },
  async (event) => {
    // The scheduled time, which a retry keeps (a manual run has none: now).
    const scheduled = Date.parse(event.scheduleTime);
    await settleSessions(db(), settleWindow(Number.isFinite(scheduled) ? scheduled : Date.now()));
  },
);

/** Takes a like off its item when the liker deletes their like marker (unlike); retried on failure. */
export const uncountLikeFn = onDocumentDeleted(
  { document: "like_marks/{markId}", retry: true, timeoutSeconds: 120 },
  async (event) => {
    await uncountLike(db(), { markId: event.params.markId, data: event.data?.data() });
  },
);

/**
 * Rolls a closed day up again whenever its counter changes, however old the day; retried on
 * transient failure only. A write to today's counter returns at once, reading nothing.
 */
export const rollUpDayFn = onDocumentWritten(
  { document: "analytics_counters/{date}", retry: true, timeoutSeconds: 60 },
  async (event) => {
    try {
      await rollUpClosedDay(db(), event.params.date);
    } catch (error) {
      if (isTransient(error) || lostRace(error)) throw error;
      analyticsLogs.rollupFailed(event.params.date, error);
    }
  },
);

/** Nightly at 00:15 UTC: zero counters ahead, rebuild and roll up the last days, repair item totals. */
export const nightlyAnalyticsFn = onSchedule(
  { schedule: "15 0 * * *", timeZone: "UTC", retryCount: 3, timeoutSeconds: 540, memory: "512MiB" },
  async () => {
    await runNightly(db());
  },
);

/** The owner's on-demand rebuild of a range of days. */
export const rebuildAnalyticsFn = onCall(
  { cors: true, enforceAppCheck, timeoutSeconds: 540, memory: "512MiB" },
  async (request) => {
    // Only the owner (the `admin` claim, as in the rules) may run the rebuild.
    if (!request.auth || request.auth.token.admin !== true)
      throw reasonHttpsError(new NotOwnerError(CONTENT_ERROR_MESSAGES.notOwnerAnalytics));
    const parsed = rebuildRequestSchema.safeParse(request.data ?? {});
    if (!parsed.success) throw reasonHttpsError(new InvalidInputError(parsed.error.issues[0]?.message));
    try {
      return await rebuildAnalytics(db(), parsed.data);
    } catch (error) {
      analyticsLogs.callableFailed(ANALYTICS_CALLABLES.rebuild, error);
      throw reasonHttpsError(new ServerFailedError(CONTENT_ERROR_MESSAGES.rebuildFailed));
    }
  },
);
