import {
  COLLECTIONS,
  isDocumentIdSafe,
  MESSAGE_BUDGETS_COLLECTION,
  MESSAGE_COUNTS_COLLECTION,
  MESSAGE_LIMITS,
  utcDateKey,
} from "@folio/domain";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
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

/**
 * Screens a new visitor message against the flood budgets (MESSAGE_BUDGETS): counts it in its
 * visitor's day and its site minute and flags it `likelySpam` when either is exceeded. One
 * transaction reads the message and the counters and writes them all, so a redelivered event
 * finds `screenedAt` set and changes nothing, and concurrent messages never lose a count.
 * `eventTime` stands in for a missing or malformed `createdAt` (an Admin SDK write).
 *
 * An accepted message also counts in its day's `message_counts` (in the same transaction, so
 * exactly once), and for the work it names when that work exists and is published: a visitor
 * cannot add keys for works that are not there, and drafts stay out of the figures.
 */
export async function screenMessage(db: Firestore, path: string, eventTime: Date): Promise<ScreenOutcome> {
  const ref = db.doc(path);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return "gone";
    const data = snapshot.data() ?? {};
    if (data.screenedAt !== undefined) return "already-screened";

    const keys = budgetKeys(visitorIdOf(data), sentAt(data.createdAt, eventTime));
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
      const date = utcDateKey(sentAt(data.createdAt, eventTime));
      const forWork = itemId && item?.exists && item.get("published") === true;
      tx.set(
        db.collection(MESSAGE_COUNTS_COLLECTION).doc(date),
        {
          date,
          [field]: FieldValue.increment(1),
          ...(forWork ? { items: { [itemId]: { [field]: FieldValue.increment(1) } } } : {}),
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
