// Wiring only: each export is a deployed function; the logic lives in the modules beside it.
import { onSchedule } from "firebase-functions/v2/scheduler";
import { onObjectFinalized } from "firebase-functions/v2/storage";
import { onTaskDispatched } from "firebase-functions/v2/tasks";
import { db, taskQueue } from "../lib/admin";
import { storageRegion } from "../lib/region";
import { mediaLogs } from "./logs";
import { sweepOrphanMedia } from "./media-cleanup";
import { processUpload } from "./process-upload";
import {
  DISPATCH_DEADLINE_SECONDS,
  isAlreadyEnqueued,
  MEDIA_WORKER,
  originalTask,
  planDispatch,
  WORKER_TIMEOUT_SECONDS,
  type OriginalTask,
} from "./upload-dispatch";

/**
 * Every object written to the bucket (upload-dispatch.ts): a small instance, many events at once,
 * that hands each original to the worker and returns for anything else. Retried: a failed
 * enqueue throws; a redelivery finds its task already enqueued.
 */
export const uploadFinalizedFn = onObjectFinalized(
  { region: storageRegion, memory: "256MiB", timeoutSeconds: 60, retry: true },
  async (event) => {
    const object = event.data;
    const dispatch = planDispatch(
      {
        name: object.name,
        contentType: object.contentType ?? "",
        size: Number(object.size),
        generation: String(object.generation),
      },
      new Date(event.time).toISOString(),
    );
    if (!dispatch) return;
    const queue = taskQueue<OriginalTask>(`locations/${storageRegion.value()}/functions/${MEDIA_WORKER}`);
    try {
      await queue.enqueue(dispatch.task, {
        id: dispatch.id,
        dispatchDeadlineSeconds: DISPATCH_DEADLINE_SECONDS,
      });
    } catch (error) {
      if (!isAlreadyEnqueued(error)) throw error;
    }
  },
);

/**
 * Makes the public files of every original the owner uploads (originals/…), as Firebase's
 * Resize Images extension does. Memory for sharp on a 100-megapixel picture; the time for a
 * 500 MB video streamed through; one original at a time per instance. Cloud Tasks retries a
 * failure that is not the file's fault (thrown), with backoff; a redelivery of a finished
 * upload changes nothing.
 */
export const processOriginalFn = onTaskDispatched(
  {
    region: storageRegion,
    memory: "2GiB",
    cpu: 1,
    timeoutSeconds: WORKER_TIMEOUT_SECONDS,
    concurrency: 1,
    // Retried past the hour after which processUpload gives an upload up and tells the studio
    // (Cloud Tasks stops only once both limits are reached).
    retryConfig: { maxAttempts: 12, maxRetrySeconds: 7200, minBackoffSeconds: 10, maxBackoffSeconds: 600 },
    rateLimits: { maxConcurrentDispatches: 10 },
  },
  async (request) => {
    const parsed = originalTask.safeParse(request.data);
    // Only the dispatcher enqueues here; a malformed task is dropped, not retried.
    if (!parsed.success) return mediaLogs.taskRefused(parsed.error.message);
    const { eventTime, ...object } = parsed.data;
    await processUpload(db(), object, new Date(eventTime));
  },
);

/** Nightly safety net: uploads no work or portrait uses, a day after they were written (UTC). */
export const sweepMediaNightlyFn = onSchedule({ schedule: "every day 03:30", timeZone: "UTC" }, async () => {
  await sweepOrphanMedia(db());
});
