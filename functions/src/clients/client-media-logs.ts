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
  ticketIssued(galleryId: string, kind: string, owner: boolean, parts: number): void {
    logger.info("clients: download issued", { galleryId, kind, owner, parts });
  },
  checksumsFilled(computed: number, known: number, files: number): void {
    logger.info("clients: CRC-32 of older files computed for a download", { computed, known, files });
  },
  downloadRefused(status: number, reason: string): void {
    logger.info("clients: download request refused", { status, reason });
  },
  downloadServed(galleryId: string, part: number, status: number, bytes: number, ms: number): void {
    logger.info("clients: download served", { galleryId, part, status, bytes, ms });
  },
  downloadCut(galleryId: string, part: number, bytes: number, error: unknown): void {
    logger.warn("clients: download ended early (the client may resume it)", {
      galleryId,
      part,
      bytes,
      error: String(error),
    });
  },
  downloadBookkeepingFailed(galleryId: string, step: string, error: unknown): void {
    logger.warn("clients: download bookkeeping failed; the download went on", {
      galleryId,
      step,
      error: String(error),
    });
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
