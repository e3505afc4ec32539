import { logger } from "firebase-functions";

/** One function per log event of the search-engine files. */
export const seoLogs = {
  sitemapFailed(error: unknown): void {
    logger.error("seo: sitemap.xml could not be built", { error: String(error) });
  },
  manifestFailed(error: unknown): void {
    logger.error("seo: manifest.webmanifest could not be built", { error: String(error) });
  },
  robotsFailed(error: unknown): void {
    logger.error("seo: robots.txt could not be built", { error: String(error) });
  },
};
