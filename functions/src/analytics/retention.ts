// Retention: every raw record carries the time Firestore's TTL policies delete it
// (`expiresAt`, firestore.indexes.json), set in a write the server makes anyway where it can: an
// event's counting batch, a session's stamp, a visitor's marker. The session document the
// visitor writes is the exception: its trigger adds the field once, at its creation.
import {
  COLLECTIONS,
  DEFAULT_RETENTION_MONTHS,
  EXPIRES_AT_FIELD,
  expiresAt,
  parseDateKey,
  parseRetentionMonths,
} from "@folio/domain";
import { Timestamp, type DocumentData, type Firestore } from "firebase-admin/firestore";
import { defineInt } from "firebase-functions/params";
import { errorCode, GRPC } from "../lib/firestore-errors";
import { same } from "./plan";

/**
 * The owner's retention, a deploy parameter with its value in functions/.env (13), so that a
 * deploy never stops to ask; functions/.env.<project> may change it. Read from the environment
 * the parameter sets, with its default where nothing sets it (tests calling the handlers).
 */
const retentionParam = defineInt("ANALYTICS_RETENTION_MONTHS", {
  default: DEFAULT_RETENTION_MONTHS,
  description: "Months raw analytics events and sessions are kept (counters and rollups are kept for good)",
});

/** Months raw records are kept. */
export function retentionMonths(env: NodeJS.ProcessEnv = process.env): number {
  return parseRetentionMonths(env[retentionParam.name]);
}

/** The expiry of a raw record made at `time`. */
export function expiryOf(time: Date, months = retentionMonths()): Timestamp {
  return Timestamp.fromDate(expiresAt(time, months));
}

/** The expiry of a record of UTC day `date` (a visitor's marker): when the day's raw data starts to go. */
export function dayExpiry(date: string, months = retentionMonths()): { [EXPIRES_AT_FIELD]: Timestamp } {
  return { [EXPIRES_AT_FIELD]: expiryOf(parseDateKey(date), months) };
}

/** Whether a session write only added its expiry: the trigger's own write, nothing to count. */
export function onlyExpiryAdded(before: DocumentData | undefined, after: DocumentData | undefined): boolean {
  if (!before || !after || before[EXPIRES_AT_FIELD] !== undefined || after[EXPIRES_AT_FIELD] === undefined)
    return false;
  const { [EXPIRES_AT_FIELD]: _added, ...rest } = after;
  return same(rest, before);
}

/**
 * Gives a new session its expiry, from its start (the server's time of its creation). One
 * update, of that field alone, so the visitor's heartbeats (which change only their own fields)
 * never meet it; a session deleted meanwhile needs none.
 */
export async function stampSessionExpiry(db: Firestore, id: string, data: DocumentData): Promise<void> {
  const start: unknown = data.startTime;
  if (data[EXPIRES_AT_FIELD] !== undefined || !(start instanceof Timestamp)) return;
  const session = db.collection(COLLECTIONS.userSessions).doc(id);
  await session
    .update({ [EXPIRES_AT_FIELD]: expiryOf(start.toDate()) })
    .catch((error: unknown) => errorCode(error) === GRPC.NOT_FOUND || Promise.reject(error));
}
