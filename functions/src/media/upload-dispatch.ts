// The pipeline's front door. Cloud Storage wakes a function for every object written to the
// bucket and cannot filter by path, so a small function takes every event (the pipeline's own
// outputs, a portfolio import's copies, posters) and hands only originals to the 2 GiB worker,
// through a Cloud Tasks queue: the worker wakes once per original, never for its own echoes.
import { createHash } from "node:crypto";
import { parseOriginalPath } from "@folio/domain";
import { z } from "zod";
import type { StoredObject } from "./process-upload";

/** The task queue function that processes an original: its export name in functions/src/index.ts. */
export const MEDIA_WORKER = "mediaProcessOriginal";
/** The worker's time: a 500 MB video streamed through. */
export const WORKER_TIMEOUT_SECONDS = 540;
/**
 * How long Cloud Tasks waits for the worker's answer: longer than the worker may run, so a slow
 * original is never dispatched a second time while the first attempt still works on it.
 */
export const DISPATCH_DEADLINE_SECONDS = WORKER_TIMEOUT_SECONDS + 60;

/** What the worker is told of an original: the object as its Storage event named it, and when. */
export const originalTask = z.object({
  name: z.string().min(1),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  generation: z.string().min(1),
  /** The Storage event's time (ISO): the worker gives up on an upload an hour after it. */
  eventTime: z.string().datetime({ offset: true }),
});
export type OriginalTask = z.infer<typeof originalTask>;

/** The work an object written to the bucket asks for: none, or the worker's task and its id. */
export interface Dispatch {
  task: OriginalTask;
  /**
   * The task's id: one per write of the path (its generation), so a redelivered event enqueues
   * nothing new (Cloud Tasks refuses a known id), and a re-upload of the same path is new work.
   * Hashed, since Cloud Tasks spreads ids with a common prefix badly.
   */
  id: string;
}

/** What an object's Storage event asks for; null for anything that is not an original. */
export function planDispatch(object: StoredObject, eventTime: string): Dispatch | null {
  if (!parseOriginalPath(object.name)) return null;
  const id = createHash("sha256").update(`${object.name}\n${object.generation}`).digest("hex");
  return { task: { ...object, eventTime }, id };
}

/** Whether an enqueue failed because the task was enqueued before (a redelivered event): done. */
export function isAlreadyEnqueued(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "functions/task-already-exists";
}
