import { logger } from "firebase-functions";

/** One function per log event of the server rendering. */
export const ssrLogs = {
  renderFailed(path: string, error: unknown): void {
    logger.error("ssr: rendering failed; serving the static app shell", {
      path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  },
  snapshotNotKept(id: string, error: unknown): void {
    logger.warn("ssr: a page's copy could not be kept; the next render queries again", {
      id,
      error: error instanceof Error ? error.message : String(error),
    });
  },
  bundleMissing(what: string): void {
    logger.error("ssr: the web build is missing from the deployed functions", { what });
  },
};
