import { logger } from "firebase-functions";

/** One function per log event of the media pipeline; messages are stable for log-based alerts. */
export const mediaLogs = {
  uploadProcessed(path: string, outputs: number, ms: number): void {
    logger.info("media: upload processed", { path, outputs, ms });
  },
  uploadRefused(path: string, reason: string, detail: string): void {
    logger.warn("media: upload refused", { path, reason, detail });
  },
  uploadGaveUp(path: string, error: unknown): void {
    logger.error("media: upload failed too long, given up", { path, error: String(error) });
  },
  taskRefused(detail: string): void {
    logger.error("media: a malformed task was dropped", { detail });
  },
  redelivered(path: string): void {
    logger.info("media: upload already processed (redelivery)", { path });
  },
  visibilitySynced(itemId: string, changed: number): void {
    logger.info("media: visibility of a work's files synced", { itemId, changed });
  },
  cleanupFailed(scope: string, error: unknown): void {
    logger.warn("media: could not delete files", { scope, error: String(error) });
  },
  filesRemoved(scope: string, files: number): void {
    logger.info("media: files removed", { scope, files });
  },
  orphansSwept(listed: number, deleted: number, jobs: number): void {
    logger.info("media: orphan files swept", { listed, deleted, jobs });
  },
};
