// Wiring only: each export is a deployed function; the logic lives in the modules beside it.
import { onSchedule } from "firebase-functions/v2/scheduler";
import { onObjectFinalized } from "firebase-functions/v2/storage";
import { db } from "../lib/admin";
import { sweepOrphanMedia } from "./media-cleanup";
import { processUpload } from "./process-upload";

/**
 * Makes the public files of every original the owner uploads (originals/…), as Firebase's
 * Resize Images extension does. Memory for sharp on a 100-megapixel picture; the time for a
 * 500 MB video streamed through. Retried: a failure that is not the file's fault throws, and a
 * redelivery of a finished upload changes nothing.
 */
export const processUploadFn = onObjectFinalized(
  { memory: "2GiB", timeoutSeconds: 540, retry: true, concurrency: 1, cpu: 1 },
  async (event) => {
    const object = event.data;
    await processUpload(
      db(),
      {
        name: object.name,
        contentType: object.contentType ?? "",
        size: Number(object.size),
        generation: String(object.generation),
      },
      new Date(event.time),
    );
  },
);

/** Nightly safety net: uploads no work or portrait uses, a day after they were written (UTC). */
export const sweepMediaNightlyFn = onSchedule({ schedule: "every day 03:30", timeZone: "UTC" }, async () => {
  await sweepOrphanMedia(db());
});
