import { logger } from "firebase-functions";

/** One function per log event of the link previews. */
export const seoLogs = {
  indexUnavailable(url: string, error: unknown): void {
    logger.error("seo: index.html could not be fetched for an item preview", { url, error: String(error) });
  },
  itemUnreadable(id: string, error: unknown): void {
    logger.warn("seo: item could not be read; serving the page without its preview", {
      id,
      error: String(error),
    });
  },
};
