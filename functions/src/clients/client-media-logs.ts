import { logger } from "firebase-functions";

/** One function per log event of client galleries' media and downloads; messages are stable for alerts. */
export const clientMediaLogs = {
  workMediaWritten(galleryId: string, workId: string): void {
    logger.info("clients: work media written", { galleryId, workId });
  },
  workGoneFilesDropped(galleryId: string, workId: string, files: number): void {
    logger.info("clients: work deleted while processing, its files dropped", { galleryId, workId, files });
  },
  workCountSet(galleryId: string, workCount: number): void {
    logger.info("clients: work count set", { galleryId, workCount });
  },
  workFilesRemoved(galleryId: string, workId: string, files: number): void {
    logger.info("clients: deleted work's files removed", { galleryId, workId, files });
  },
  galleryRemoved(galleryId: string, docs: number, files: number): void {
    logger.info("clients: deleted gallery's documents and files removed", { galleryId, docs, files });
  },
  ticketIssued(galleryId: string, kind: string, owner: boolean): void {
    logger.info("clients: download ticket issued", { galleryId, kind, owner });
  },
  ticketRefused(status: number, reason: string): void {
    logger.info("clients: download ticket refused", { status, reason });
  },
  downloadServed(galleryId: string, kind: string, files: number, ms: number): void {
    logger.info("clients: download served", { galleryId, kind, files, ms });
  },
  downloadAborted(galleryId: string, kind: string, error: unknown): void {
    logger.warn("clients: download aborted", { galleryId, kind, error: String(error) });
  },
  portfolioImported(galleryId: string, added: number, skipped: number): void {
    logger.info("clients: portfolio works copied in", { galleryId, added, skipped });
  },
  downloadTokenRevoked(name: string): void {
    logger.warn("clients: a download token appeared on a client file and was revoked", { name });
  },
  callableFailed(name: string, error: unknown): void {
    logger.error("clients: callable failed", { name, error: String(error) });
  },
};
