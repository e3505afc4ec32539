import {
  CLIENT_COLLECTIONS,
  CLIENT_LIMITS,
  clientSelectionDocSchema,
  EMAIL_AUTO_ATTEMPTS,
  favouritesBound,
} from "@folio/domain";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { isTransient } from "../lib/firestore-errors";
import type { OwnerMailConfig } from "../mail/owner-mail";
import { sendOnce, SEND_STATE_FIELD } from "../mail/send-once";
import { RetryableSendError } from "../messages/notify-owner";
import { composeSelectionEmail } from "./client-emails";
import { parseStoredGallery } from "./gallery-view";
import { clientLogs } from "./logs";
import { galleryRefs } from "./refs";
import { parseSelectionState, planSelection, type SelectionMail } from "./selection-plan";

/** Fields the server adds to a selection; the client's fields are checked without them. */
const SERVER_FIELDS = new Set([SEND_STATE_FIELD, "countedAt", "invalid", "mail"]);
const MAILS: readonly SelectionMail[] = ["now", "folded", "over-limit"];

/** A checked selection, with what its email names. */
interface CountedSelection {
  galleryId: string;
  galleryName: string;
  clientName: string;
  workIds: string[];
  note: string;
  /** The most works its email reads: the gallery's bound on a device's hearts. */
  worksBound: number;
  mail: SelectionMail;
}

type CountOutcome =
  | { outcome: "counted" | "duplicate"; selection: CountedSelection }
  | { outcome: "invalid"; reason: string }
  | { outcome: "gone" };

/** The client's fields of a stored selection, or why they are not a selection. */
function parseSelection(data: Record<string, unknown>) {
  const own = Object.fromEntries(Object.entries(data).filter(([key]) => !SERVER_FIELDS.has(key)));
  const parsed = clientSelectionDocSchema.safeParse(own);
  if (parsed.success) return { ok: true, selection: parsed.data } as const;
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    reason: `${issue?.path.join(".") || "document"}: ${issue?.message ?? "not valid"}`,
  } as const;
}

/**
 * Checks a new selection, decides its email (selection-plan.ts) and counts it once into its
 * gallery's activity (selections + 1, lastSelectionAt, the hour's count and the last email's
 * time). The transaction marks the selection `countedAt` and `mail` with the count, so a
 * redelivered event finds the decision made and adds nothing. A malformed selection, or one
 * for a gallery that is gone, is marked `invalid` with the reason and goes no further; one over
 * the gallery's hourly bound is marked `mail: "over-limit"` and neither counted nor emailed.
 */
async function countSelection(db: Firestore, selectionId: string, eventTime: Date): Promise<CountOutcome> {
  const ref = db.collection(CLIENT_COLLECTIONS.selections).doc(selectionId);
  return db.runTransaction(async (tx): Promise<CountOutcome> => {
    const snapshot = await tx.get(ref);
    if (!snapshot.exists) return { outcome: "gone" };
    const data = snapshot.data() ?? {};
    if (typeof data.invalid === "string") return { outcome: "invalid", reason: data.invalid };
    const parsed = parseSelection(data);
    if (!parsed.ok) {
      tx.update(ref, { invalid: parsed.reason });
      return { outcome: "invalid", reason: parsed.reason };
    }
    const { galleryId, workIds, note, createdAt } = parsed.selection;
    const refs = galleryRefs(db, galleryId);
    const gallery = await tx.get(refs.gallery);
    if (!gallery.exists) {
      tx.update(ref, { invalid: "gallery: not found" });
      return { outcome: "invalid", reason: "gallery: not found" };
    }
    const stored = parseStoredGallery(gallery.data() ?? {});
    const selection = {
      galleryId,
      galleryName: stored.name,
      clientName: stored.clientName,
      workIds,
      note,
      worksBound: favouritesBound({
        favouritesMax: stored.favourites.max,
        workCount: stored.workCount || null,
      }),
    };
    // The rules' bound, checked again: a selection written past them (by the Admin SDK) goes no further.
    if (data.countedAt === undefined && workIds.length > selection.worksBound) {
      const reason = "workIds: more works than the gallery lets a device pick";
      tx.update(ref, { invalid: reason });
      return { outcome: "invalid", reason };
    }
    if (data.countedAt !== undefined) {
      const mail = MAILS.find((value) => value === data.mail) ?? "now";
      return { outcome: "duplicate", selection: { ...selection, mail } };
    }
    const at = createdAt instanceof Timestamp ? createdAt : Timestamp.fromDate(eventTime);
    const summary = await tx.get(refs.summary);
    const plan = planSelection(parseSelectionState(summary.data()), at.toMillis());
    if (plan.mail !== "over-limit")
      tx.set(
        refs.summary,
        {
          selections: FieldValue.increment(1),
          lastSelectionAt: at,
          selectionHour: { hour: plan.state.hour, count: plan.state.inHour },
          ...(plan.state.lastEmailAt === null
            ? {}
            : { lastSelectionEmailAt: Timestamp.fromMillis(plan.state.lastEmailAt) }),
        },
        { merge: true },
      );
    tx.update(ref, { countedAt: FieldValue.serverTimestamp(), mail: plan.mail });
    return { outcome: "counted", selection: { ...selection, mail: plan.mail } };
  });
}

/**
 * The file names of the selected works that are still in the gallery, in the client's order:
 * one read per work, never more than the gallery lets a device heart (the rules bound a
 * selection by the same).
 */
async function fileNamesOf(db: Firestore, selection: CountedSelection): Promise<string[]> {
  const refs = galleryRefs(db, selection.galleryId);
  const ids = [...new Set(selection.workIds)]
    .filter((id) => !id.includes("/"))
    .slice(0, Math.min(selection.worksBound, CLIENT_LIMITS.worksMax));
  if (ids.length === 0) return [];
  const works = await db.getAll(...ids.map((id) => refs.work(id)));
  return works.flatMap((work) => {
    const fileName: unknown = work.get("fileName");
    return work.exists && typeof fileName === "string" ? [fileName] : [];
  });
}

/**
 * The trigger's work for one new selection: counts it once, then, when it is the first of a
 * burst, emails the owner once (sendOnce keeps its state on the selection); a folded or
 * over-the-limit selection reads no works and sends nothing. Transient failures are thrown so
 * the event is delivered again, which both steps make safe; anything else is logged, never
 * thrown: the selection stays in the studio either way.
 */
export async function handleSelectionSent(
  db: Firestore,
  selectionId: string,
  eventTime: Date,
  config: OwnerMailConfig,
): Promise<void> {
  const path = `${CLIENT_COLLECTIONS.selections}/${selectionId}`;
  try {
    const counted = await countSelection(db, selectionId, eventTime);
    if (counted.outcome === "invalid") return clientLogs.selectionInvalid(selectionId, counted.reason);
    if (counted.outcome === "gone") return;
    if (counted.outcome === "duplicate") clientLogs.selectionDuplicate(selectionId);
    const { selection } = counted;
    if (selection.mail !== "now") return clientLogs.selectionNotEmailed(selectionId, selection.mail);
    const fileNames = await fileNamesOf(db, selection);
    const ref = db.collection(CLIENT_COLLECTIONS.selections).doc(selectionId);
    const result = await sendOnce(
      db,
      ref,
      "automatic",
      (data) =>
        typeof data.invalid === "string"
          ? null
          : composeSelectionEmail(
              {
                selectionId,
                galleryId: selection.galleryId,
                galleryName: selection.galleryName,
                clientName: selection.clientName,
                fileNames,
                selected: new Set(selection.workIds).size,
                note: selection.note,
              },
              config,
            ),
      config,
    );
    clientLogs.selectionEmailOutcome(selectionId, result);
    if (result.outcome === "failed" && result.retryable && result.attempt < EMAIL_AUTO_ATTEMPTS)
      throw new RetryableSendError(path, result.failure.reason);
  } catch (error) {
    if (error instanceof RetryableSendError || isTransient(error)) throw error;
    clientLogs.selectionFailed(selectionId, error);
  }
}
