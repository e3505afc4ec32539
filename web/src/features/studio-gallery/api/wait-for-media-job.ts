import {
  MEDIA_JOBS_COLLECTION,
  parseMediaJob,
  type MediaJobReason,
  type MediaJobResult,
} from "@folio/domain";
import { doc, onSnapshot } from "firebase/firestore";
import { db } from "@/lib/firebase/firestore";

/** The server refused an upload, or did not finish it in time; the message is for the owner. */
export class MediaJobError extends Error {
  constructor(
    readonly reason: MediaJobReason | "timed-out",
    message: string,
  ) {
    super(message);
    this.name = "MediaJobError";
  }
}

/**
 * Waits for the server's pipeline to finish an upload (`media_jobs/<id>`, written by
 * functions/src/media), listening rather than polling. Rejects with MediaJobError when the file
 * was refused or `timeoutMs` passed, and with an AbortError when `signal` aborts.
 */
export function waitForMediaJob(
  jobId: string,
  { signal, timeoutMs }: { signal?: AbortSignal; timeoutMs: number },
): Promise<MediaJobResult> {
  return new Promise((resolve, reject) => {
    let stop = () => {};
    const finish = (outcome: () => void) => {
      stop();
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      outcome();
    };
    const onAbort = () => finish(() => reject(new DOMException("The upload was cancelled", "AbortError")));
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new MediaJobError(
              "timed-out",
              "The server is taking too long to prepare this file. Please try again in a few minutes.",
            ),
          ),
        ),
      timeoutMs,
    );
    if (signal?.aborted) return onAbort();
    signal?.addEventListener("abort", onAbort);
    stop = onSnapshot(
      doc(db(), MEDIA_JOBS_COLLECTION, jobId),
      (snapshot) => {
        const job = parseMediaJob(snapshot.data());
        if (job?.state === "ready") finish(() => resolve(job.result));
        else if (job?.state === "failed") finish(() => reject(new MediaJobError(job.reason, job.message)));
      },
      (error) => finish(() => reject(error)),
    );
  });
}
