import {
  attributionKey,
  COLLECTIONS,
  isAnalyticsKey,
  isDocumentIdSafe,
  MESSAGE_BUDGETS_COLLECTION,
  MESSAGE_COUNTS_COLLECTION,
  MESSAGE_LIMITS,
  utcDateKey,
  type AttributionMap,
} from "@folio/domain";
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { parseSession, sessionSource } from "../analytics/plan";
import { isTransient } from "../lib/firestore-errors";
import { messageLogs } from "./logs";
import { budgetKeys, BUDGET_TTL_MS, countOf, planScreening, visitorIdOf } from "./screen-plan";

/** What screening did with one message. */
export type ScreenOutcome = "clear" | "flagged" | "already-screened" | "gone";

function sentAt(value: unknown, fallback: Date): Date {
  return value instanceof Timestamp ? value.toDate() : fallback;
}

/** The work a message names, when its id could be a gallery document's. */
function itemIdOf(data: Record<string, unknown>): string | null {
  const id = data.itemId;
  return typeof id === "string" &&
    id.length > 0 &&
    id.length <= MESSAGE_LIMITS.itemIdMax &&
    isDocumentIdSafe(id)
    ? id
    : null;
}

/** The tracker session a message names, when its id is one the rules accept. */
function sessionIdOf(data: Record<string, unknown>): string | null {
  return isAnalyticsKey("sessionId", data.sessionId) ? data.sessionId : null;
}

/**
 * The source and campaign labels of the session a message was sent from, or null when the
 * session is gone, is not a session the engine can count, or is another visitor's: a visitor
 * must not credit their message to a session they only know the id of. The source is labelled
 * as the engine labels the session's traffic (sessionSource), so the rows line up.
 */
function attributionOf(
  session: DocumentSnapshot,
  visitorId: string,
): Record<AttributionMap, string | null> | null {
  const parsed = session.exists ? parseSession(session.data()) : null;
  if (!parsed || parsed.userId !== visitorId) return null;
  return { sources: sessionSource(parsed), campaigns: parsed.utm.campaign ?? null };
}

/**
 * Screens a new visitor message against the flood budgets (MESSAGE_BUDGETS): counts it in its
 * visitor's day and its site minute and flags it `likelySpam` when either is exceeded. One
 * transaction reads the message and the counters and writes them all, so a redelivered event
 * finds `screenedAt` set and changes nothing, and concurrent messages never lose a count.
 * `eventTime` stands in for a missing or malformed `createdAt` (an Admin SDK write).
 *
 * An accepted message also counts in its day's `message_counts` (in the same transaction, so
 * exactly once), and for the work it names when that work exists and is published: a visitor
 * cannot add keys for works that are not there, and drafts stay out of the figures. When it
 * names its visitor's session (`sessionId`), it counts under that session's source and
 * campaign too, in maps bounded by attributionKey; the session and the day's counts are read
 * only then, so a flagged message or one without a session costs no more than before.
 */
export async function screenMessage(db: Firestore, path: string, eventTime: Date): Promise<ScreenOutcome> {
  const ref = db.doc(path);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return "gone";
    const data = snapshot.data() ?? {};
    if (data.screenedAt !== undefined) return "already-screened";

    const visitorId = visitorIdOf(data);
    const keys = budgetKeys(visitorId, sentAt(data.createdAt, eventTime));
    const budgets = db.collection(MESSAGE_BUDGETS_COLLECTION);
    const siteRef = budgets.doc(keys.site);
    const visitorRef = keys.visitor ? budgets.doc(keys.visitor) : null;
    const itemId = itemIdOf(data);
    const [site, visitor, item] = await Promise.all([
      tx.get(siteRef),
      visitorRef ? tx.get(visitorRef) : null,
      itemId ? tx.get(db.collection(COLLECTIONS.gallery).doc(itemId)) : null,
    ]);
    const plan = planScreening({
      site: countOf(site.data()),
      visitor: visitor ? countOf(visitor.data()) : null,
    });

    const sessionId = sessionIdOf(data);
    const countsRef = db
      .collection(MESSAGE_COUNTS_COLLECTION)
      .doc(utcDateKey(sentAt(data.createdAt, eventTime)));
    // Still reads before any write, as a transaction needs: the plan above is pure.
    const [session, counts] =
      !plan.likelySpam && sessionId && visitorId
        ? await Promise.all([
            tx.get(db.collection(COLLECTIONS.userSessions).doc(sessionId)),
            tx.get(countsRef),
          ])
        : [null, null];
    const attribution = session && visitorId ? attributionOf(session, visitorId) : null;

    const expiresAt = Timestamp.fromMillis(eventTime.getTime() + BUDGET_TTL_MS);
    tx.set(siteRef, { count: plan.siteCount, expiresAt });
    if (visitorRef && plan.visitorCount !== null) tx.set(visitorRef, { count: plan.visitorCount, expiresAt });
    tx.update(ref, {
      likelySpam: plan.likelySpam,
      ...(plan.spamReason ? { spamReason: plan.spamReason } : {}),
      screenedAt: FieldValue.serverTimestamp(),
    });
    if (!plan.likelySpam) {
      const field = path.startsWith(`${COLLECTIONS.bookings}/`) ? "bookings" : "inquiries";
      const forWork = itemId && item?.exists && item.get("published") === true;
      const attributed: Partial<Record<AttributionMap, Record<string, Record<string, FieldValue>>>> = {};
      for (const map of ["sources", "campaigns"] as const) {
        const label = attribution?.[map];
        if (label)
          attributed[map] = {
            [attributionKey(counts?.get(map), label)]: { [field]: FieldValue.increment(1) },
          };
      }
      tx.set(
        countsRef,
        {
          date: countsRef.id,
          [field]: FieldValue.increment(1),
          ...(forWork ? { items: { [itemId]: { [field]: FieldValue.increment(1) } } } : {}),
          ...attributed,
        },
        { merge: true },
      );
    }
    if (plan.spamReason)
      messageLogs.flagged(path, plan.spamReason, { visitor: plan.visitorCount, site: plan.siteCount });
    return plan.likelySpam ? "flagged" : "clear";
  });
}

/**
 * The trigger's entry: screens, logs the outcome, and rethrows only transient errors (the
 * Functions retry policy then runs it again, which the transaction makes safe). Anything else
 * is logged and the message stays unflagged: it is kept and shown, never lost.
 */
export async function screenMessageSafely(db: Firestore, path: string, eventTime: Date): Promise<void> {
  try {
    const outcome = await screenMessage(db, path, eventTime);
    if (outcome === "already-screened") messageLogs.alreadyScreened(path);
    if (outcome === "gone") messageLogs.gone(path);
  } catch (error) {
    if (isTransient(error)) throw error;
    messageLogs.failed(path, error);
  }
}
