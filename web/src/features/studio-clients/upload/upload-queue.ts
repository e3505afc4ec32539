import type { FileCheck } from "@/lib/media/media-rules";

/**
 * Where one file of a client gallery's upload is: its work document is written first
 * (`creating`), then its original is sent (`uploading`). `rejected` files never start; `done`
 * is final; `failed` can be retried, and a retry keeps the work already created.
 */
export type ClientUploadPhase = "queued" | "creating" | "uploading" | "done" | "failed" | "rejected";

/** One file in the upload list. */
export interface ClientUploadEntry {
  /** Local id of this entry. */
  readonly id: string;
  /** The file's name as picked. */
  readonly fileName: string;
  /** The set it goes into. */
  readonly setId: string;
  readonly phase: ClientUploadPhase;
  /** Bytes sent so far, and to send. */
  readonly transferred: number;
  readonly total: number;
  /** Why it was rejected or failed. */
  readonly error: string | null;
  /** The work document once created: a retry uploads into it again instead of making another. */
  readonly workId: string | null;
}

/** What can happen to the list. */
export type ClientUploadEvent =
  | {
      type: "added";
      setId: string;
      files: readonly { id: string; fileName: string; size: number; check: FileCheck }[];
    }
  | { type: "started"; id: string }
  | { type: "created"; id: string; workId: string }
  | { type: "progress"; id: string; transferred: number; total: number }
  | { type: "done"; id: string }
  | { type: "failed"; id: string; error: string }
  | { type: "retried"; id: string }
  | { type: "retriedAllFailed" }
  | { type: "clearedFinished" };

/** At most this many files are sent at once: more only splits the owner's upstream bandwidth. */
export const MAX_PARALLEL_UPLOADS = 3;

const ACTIVE: readonly ClientUploadPhase[] = ["creating", "uploading"];

/** Which phases each report may move an entry out of; anything else is stale and ignored. */
const ALLOWED_FROM: Readonly<
  Record<"started" | "created" | "progress" | "done" | "failed" | "retried", readonly ClientUploadPhase[]>
> = {
  started: ["queued"],
  created: ["creating"],
  progress: ["uploading"],
  done: ["uploading"],
  failed: ["creating", "uploading"],
  retried: ["failed"],
};

function update(
  entries: readonly ClientUploadEntry[],
  id: string,
  from: readonly ClientUploadPhase[],
  change: (entry: ClientUploadEntry) => ClientUploadEntry,
): readonly ClientUploadEntry[] {
  return entries.map((entry) => (entry.id === id && from.includes(entry.phase) ? change(entry) : entry));
}

/** The upload list after an event (a pure reducer: the hook runs the side effects). */
export function clientUploadReducer(
  entries: readonly ClientUploadEntry[],
  event: ClientUploadEvent,
): readonly ClientUploadEntry[] {
  switch (event.type) {
    case "added":
      return [
        ...entries,
        ...event.files.map(({ id, fileName, size, check }): ClientUploadEntry => ({
          id,
          fileName,
          setId: event.setId,
          phase: check.ok ? "queued" : "rejected",
          transferred: 0,
          total: size,
          error: check.ok ? null : check.reason,
          workId: null,
        })),
      ];
    case "started":
      // A retried file whose work exists goes straight to sending its bytes.
      return update(entries, event.id, ALLOWED_FROM.started, (entry) => ({
        ...entry,
        phase: entry.workId ? "uploading" : "creating",
        transferred: 0,
        error: null,
      }));
    case "created":
      return update(entries, event.id, ALLOWED_FROM.created, (entry) => ({
        ...entry,
        phase: "uploading",
        workId: event.workId,
      }));
    case "progress":
      return update(entries, event.id, ALLOWED_FROM.progress, (entry) => ({
        ...entry,
        transferred: event.transferred,
        total: event.total,
      }));
    case "done":
      return update(entries, event.id, ALLOWED_FROM.done, (entry) => ({
        ...entry,
        phase: "done",
        transferred: entry.total,
      }));
    case "failed":
      return update(entries, event.id, ALLOWED_FROM.failed, (entry) => ({
        ...entry,
        phase: "failed",
        error: event.error,
      }));
    case "retried":
      return update(entries, event.id, ALLOWED_FROM.retried, (entry) => ({ ...entry, phase: "queued" }));
    case "retriedAllFailed":
      return entries.map((entry) => (entry.phase === "failed" ? { ...entry, phase: "queued" } : entry));
    case "clearedFinished":
      return entries.filter((entry) => entry.phase !== "done" && entry.phase !== "rejected");
  }
}

/** The queued entries to start now, oldest first, so that at most `max` are under way. */
export function entriesToStart(
  entries: readonly ClientUploadEntry[],
  max: number = MAX_PARALLEL_UPLOADS,
): ClientUploadEntry[] {
  const running = entries.filter((entry) => ACTIVE.includes(entry.phase)).length;
  return entries.filter((entry) => entry.phase === "queued").slice(0, Math.max(0, max - running));
}

/** Counts for the overall line ("12 of 300 uploaded"). */
export interface ClientUploadSummary {
  /** Files that can be uploaded (rejected ones are not counted). */
  total: number;
  done: number;
  failed: number;
  /** Queued or under way. */
  pending: number;
}

export function summarizeUploads(entries: readonly ClientUploadEntry[]): ClientUploadSummary {
  const count = (phases: readonly ClientUploadPhase[]) =>
    entries.filter((entry) => phases.includes(entry.phase)).length;
  return {
    total: entries.length - count(["rejected"]),
    done: count(["done"]),
    failed: count(["failed"]),
    pending: count(["queued", ...ACTIVE]),
  };
}
