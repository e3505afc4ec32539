// Wiring only: the sitemap is built in sitemap.ts from what sitemap-source.ts reads.
import { onRequest } from "firebase-functions/v2/https";
import { db } from "../lib/admin";
import { siteOrigin } from "../ssr/config";
import { seoLogs } from "./logs";
import { renderSitemap } from "./sitemap";
import { readSitemapSource } from "./sitemap-source";

const origin = siteOrigin();

/** `/sitemap.xml` on Hosting: every published item and category page, cached an hour by the CDN. */
export const sitemapFn = onRequest({ memory: "256MiB", concurrency: 80 }, async (_request, response) => {
  try {
    const body = renderSitemap(origin, await readSitemapSource(db()));
    response
      .status(200)
      .set({
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=0, s-maxage=3600",
      })
      .send(body);
  } catch (error) {
    seoLogs.sitemapFailed(error);
    response.status(503).set({ "Retry-After": "60", "Cache-Control": "no-store" }).send("");
  }
});
