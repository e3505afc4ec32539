import type { MediaType } from "@folio/domain";
import type { FileCheck } from "@/lib/media/media-rules";

/**
 * Where one file is in its journey. `rejected` files never start; `done`, `cancelled` and
 * `rejected` are final; `failed` and `cancelled` can be retried.
 */
export type UploadPhase =
  "queued" | "reading" | "uploading" | "processing" | "saving" | "done" | "failed" | "cancelled" | "rejected";

/** One file in the upload list. */
export interface UploadEntry {
  /** Local id of this entry (not the gallery item's). */
  id: string;
  /** Name of the file as picked. */
  fileName: string;
  /** Size in bytes. */
  size: number;
  /** Image or video; null when the file was rejected. */
  mediaType: MediaType | null;
  phase: UploadPhase;
  /** Bytes sent so far. */
  transferred: number;
  /** Bytes to send. */
  total: number;
  /** Why it was rejected or failed. */
  error: string | null;
  /** The gallery item created for it, once saved. */
  itemId: string | null;
}

/** What can happen to the list. */
export type UploadEvent =
  | { type: "added"; files: readonly { id: string; fileName: string; size: number; check: FileCheck }[] }
  | { type: "reading"; id: string }
  | { type: "progress"; id: string; transferred: number; total: number }
  | { type: "processing"; id: string }
  | { type: "saving"; id: string }
  | { type: "done"; id: string; itemId: string }
  | { type: "failed"; id: string; error: string }
  | { type: "cancelled"; id: string }
  | { type: "retried"; id: string }
  | { type: "dismissed"; id: string }
  | { type: "cleared" };

/** Phases in which work is under way for the entry. */
const ACTIVE: ReadonlySet<UploadPhase> = new Set(["reading", "uploading", "processing", "saving"]);
/** Phases after which nothing more happens unless the owner retries. */
const SETTLED: ReadonlySet<UploadPhase> = new Set(["done", "failed", "cancelled", "rejected"]);

/** Which phases each event may move an entry out of; anything else is a stale report and ignored. */
const ALLOWED_FROM: Readonly<
  Record<Exclude<UploadEvent["type"], "added" | "cleared">, readonly UploadPhase[]>
> = {
  reading: ["queued"],
  progress: ["reading", "uploading"],
  processing: ["reading", "uploading"],
  saving: ["reading", "uploading", "processing"],
  done: ["reading", "uploading", "processing", "saving"],
  failed: ["queued", "reading", "uploading", "processing", "saving"],
  // Saving is one document write: it cannot be stopped halfway, so it is not cancellable.
  cancelled: ["queued", "reading", "uploading", "processing"],
  retried: ["failed", "cancelled"],
  dismissed: ["queued", "done", "failed", "cancelled", "rejected"],
};

/** Whether work is under way for the entry. */
export function isActive(entry: UploadEntry): boolean {
  return ACTIVE.has(entry.phase);
}

/** Whether the entry needs nothing more (until a retry). */
export function isSettled(entry: UploadEntry): boolean {
  return SETTLED.has(entry.phase);
}

/** Whether the owner can cancel the entry now. */
export function canCancel(entry: UploadEntry): boolean {
  return ALLOWED_FROM.cancelled.includes(entry.phase);
}

/** Whether the owner can retry the entry now. */
export function canRetry(entry: UploadEntry): boolean {
  return ALLOWED_FROM.retried.includes(entry.phase);
}

function update(
  entry: UploadEntry,
  event: Exclude<UploadEvent, { type: "added" | "cleared" | "dismissed" }>,
): UploadEntry {
  switch (event.type) {
    case "reading":
      return { ...entry, phase: "reading", error: null };
    case "progress": {
      const total = Math.max(event.total, 0);
      // Progress never goes backwards on screen, even if the SDK restarts a chunk.
      const transferred = Math.min(Math.max(event.transferred, entry.transferred), total);
      return { ...entry, phase: "uploading", transferred, total };
    }
    case "processing":
      return { ...entry, phase: "processing", transferred: entry.total };
    case "saving":
      return { ...entry, phase: "saving", transferred: entry.total };
    case "done":
      return { ...entry, phase: "done", itemId: event.itemId, error: null };
    case "failed":
      return { ...entry, phase: "failed", error: event.error };
    case "cancelled":
      return { ...entry, phase: "cancelled", error: null };
    case "retried":
      return { ...entry, phase: "queued", transferred: 0, error: null };
  }
}

/** The upload list after an event; pure, so every transition is tested without a bucket. */
export function uploadReducer(entries: readonly UploadEntry[], event: UploadEvent): UploadEntry[] {
  switch (event.type) {
    case "added":
      return [
        ...entries,
        ...event.files.map(({ id, fileName, size, check }): UploadEntry => ({
          id,
          fileName,
          size,
          mediaType: check.ok ? check.mediaType : null,
          phase: check.ok ? "queued" : "rejected",
          transferred: 0,
          total: size,
          error: check.ok ? null : check.reason,
          itemId: null,
        })),
      ];
    case "cleared":
      return entries.filter((entry) => !isSettled(entry) || entry.phase === "failed");
    case "dismissed":
      return entries.filter(
        (entry) => entry.id !== event.id || !ALLOWED_FROM.dismissed.includes(entry.phase),
      );
    default:
      return entries.map((entry) =>
        entry.id === event.id && ALLOWED_FROM[event.type].includes(entry.phase)
          ? update(entry, event)
          : entry,
      );
  }
}

/** Queued entries to start now so that at most `concurrency` run at once, in list order. */
export function entriesToStart(entries: readonly UploadEntry[], concurrency: number): UploadEntry[] {
  const running = entries.filter(isActive).length;
  const free = Math.max(0, concurrency - running);
  return entries.filter((entry) => entry.phase === "queued").slice(0, free);
}

/** Percentage of an entry's bytes sent, 0–100. */
export function entryPercent(entry: UploadEntry): number {
  if (entry.phase === "done" || entry.phase === "saving" || entry.phase === "processing") return 100;
  return entry.total > 0 ? Math.round((entry.transferred / entry.total) * 100) : 0;
}

/** Counts for the summary line: finished, in flight or waiting, and failed. */
export function uploadSummary(entries: readonly UploadEntry[]): {
  done: number;
  pending: number;
  failed: number;
} {
  return {
    done: entries.filter((entry) => entry.phase === "done").length,
    pending: entries.filter((entry) => entry.phase === "queued" || isActive(entry)).length,
    failed: entries.filter((entry) => entry.phase === "failed" || entry.phase === "rejected").length,
  };
}
