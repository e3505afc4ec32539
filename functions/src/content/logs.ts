import { logger } from "firebase-functions";

/** One function per log event of the content area; messages are stable for log-based alerts. */
export const contentLogs = {
  tagUsageApplied(itemId: string, changes: Record<string, number>): void {
    logger.info("content: tag usage applied", { itemId, changes });
  },
  tagUsageUntracked(itemId: string, keys: readonly string[]): void {
    logger.info("content: item carries tag names with no tag document", { itemId, keys });
  },
  recountDone(result: { tags: number; changedTags: number; items: number; ms: number }): void {
    logger.info("content: tag recount done", result);
  },
  recountFailed(error: unknown): void {
    logger.error("content: tag recount failed (ignored)", { error: String(error) });
  },
  recountDuplicateName(key: string, tagIds: readonly string[]): void {
    logger.warn("content: several tags share a name; the first keeps the reservation", { key, tagIds });
  },
  categoryDeleted(id: string, movedItems: number): void {
    logger.info("content: category deleted, items moved to all", { id, movedItems });
  },
  tagDeleted(id: string, updatedItems: number): void {
    logger.info("content: tag deleted", { id, updatedItems });
  },
  tagRenamed(id: string, from: string, to: string, updatedItems: number): void {
    logger.info("content: tag renamed", { id, from, to, updatedItems });
  },
  bulkTags(action: "add" | "remove", updatedItems: number, missingItems: number): void {
    logger.info("content: bulk tags", { action, updatedItems, missingItems });
  },
  batchRetry(attempt: number, error: unknown): void {
    logger.warn("content: item batch changed meanwhile, retrying", { attempt, error: String(error) });
  },
  callableFailed(name: string, error: unknown): void {
    logger.error("content: callable failed", { name, error: String(error) });
  },
};
