import {
  COLLECTIONS,
  countedSessionSchema,
  storedSessionSchema,
  utcDateKey,
  type CountedSession,
  type StoredSession,
} from "@folio/domain";
import { FieldValue, type Firestore, type Timestamp, type WriteBatch } from "firebase-admin/firestore";
import { errorCode, GRPC, isPermanent, withTransientRetry } from "./firestore-errors";
import { ensureFolded, shardsOf } from "./fold";
import { analyticsLogs } from "./logs";
import { planSession, type SessionPlan } from "./session-plan";
import { shardFor } from "./shard";
import { deltaWrite } from "./stats-delta";

/** A session document after a write, as its trigger delivers it. */
export interface SessionInput {
  id: string;
  /** Undefined when the document was deleted. */
  data: unknown;
  updateTime: Timestamp | undefined;
  /** The `counted` stamp before this write: when the write changed it, it was a counting commit. */
  countedBefore: unknown;
}

export type SessionOutcome = "counted" | "unchanged" | "superseded" | "ignored";

/**
 * Adds a session's counting to `batch`: the difference between its current state and what
 * was counted before goes to its day's shard, and the session records what is now counted
 * (`counted`), guarded by `lastUpdateTime`. If the visitor wrote again meanwhile, the batch
 * fails and the newer write's own trigger counts the newer state: deltas telescope, so the
 * day always holds the sum of the sessions' counted states, whatever the delivery order.
 */
export function addSessionCounting(
  db: Firestore,
  batch: WriteBatch,
  sessionId: string,
  updateTime: Timestamp,
  plan: SessionPlan,
): void {
  markSessionCounted(db, batch, sessionId, updateTime, plan);
  batch.set(
    shardsOf(db, plan.date).doc(shardFor(`session:${sessionId}`)),
    deltaWrite(plan.delta, (value) => FieldValue.increment(value)),
    { merge: true },
  );
}

/** Records on a session what is now counted of it, on the condition that it did not change since. */
export function markSessionCounted(
  db: Firestore,
  batch: WriteBatch,
  sessionId: string,
  updateTime: Timestamp,
  plan: SessionPlan,
): void {
  batch.update(
    db.collection(COLLECTIONS.userSessions).doc(sessionId),
    { counted: plan.counted },
    { lastUpdateTime: updateTime },
  );
}

/** Parses a session document; null (logged) when it does not have the session's shape. */
export function parseSession(id: string, data: unknown): StoredSession | null {
  const parsed = storedSessionSchema.safeParse(data);
  if (parsed.success) return parsed.data;
  analyticsLogs.sessionIgnored(id, parsed.error.issues.map((issue) => issue.path.join(".")).join(","));
  return null;
}

function sameCounted(before: unknown, after: CountedSession | null): boolean {
  const parsed = countedSessionSchema.safeParse(before);
  if (!parsed.success || !after) return !parsed.success && !after;
  return parsed.data.duration === after.duration && parsed.data.bounced === after.bounced;
}

/** Counts a session's latest state (created, extended, or no longer bounced) exactly once. */
export async function countSession(db: Firestore, input: SessionInput): Promise<SessionOutcome> {
  try {
    return await countSessionOnce(db, input);
  } catch (error) {
    // A failure that is the data's fault is logged and left out; anything else is retried.
    if (!isPermanent(error)) throw error;
    analyticsLogs.sessionFailed(input.id, error);
    return "ignored";
  }
}

async function countSessionOnce(db: Firestore, input: SessionInput): Promise<SessionOutcome> {
  if (input.data === undefined || !input.updateTime) return "unchanged";
  const session = parseSession(input.id, input.data);
  if (!session) return "ignored";
  const plan = planSession(session);
  const updateTime = input.updateTime;
  if (!plan) {
    // A counting commit's own write: fold it if its invocation could not (it failed after
    // committing). Usually already covered, so this costs one read.
    if (!sameCounted(input.countedBefore, session.counted)) {
      await ensureFolded(db, utcDateKey(session.startTime), updateTime);
    }
    return "unchanged";
  }
  let committedAt: Timestamp;
  try {
    committedAt = await withTransientRetry(`session ${input.id}`, async () => {
      const batch = db.batch();
      addSessionCounting(db, batch, input.id, updateTime, plan);
      return (await batch.commit())[0]!.writeTime;
    });
  } catch (error) {
    const code = errorCode(error);
    if (code !== GRPC.FAILED_PRECONDITION && code !== GRPC.NOT_FOUND) throw error;
    analyticsLogs.sessionSuperseded(input.id);
    return "superseded";
  }
  await ensureFolded(db, plan.date, committedAt);
  return "counted";
}
