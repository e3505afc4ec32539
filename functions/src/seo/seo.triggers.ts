// Wiring only: the sitemap is built in sitemap.ts from what sitemap-source.ts reads; the
// manifest in manifest.ts from the settings the pages read (ssr/page-data.ts).
import { onRequest } from "firebase-functions/v2/https";
import { siteDisplay } from "@folio/domain";
import { db } from "../lib/admin";
import { readSitePage } from "../ssr/page-data";
import { CACHE_CONTROL, siteOrigin } from "../ssr/config";
import { seoLogs } from "./logs";
import { renderManifest } from "./manifest";
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

/**
 * `/manifest.webmanifest` on Hosting: the web app manifest in the owner's name. Cached as
 * briefly as the pages (ssr/config.ts), so a renamed site is renamed here too.
 */
export const manifestFn = onRequest({ memory: "256MiB", concurrency: 80 }, async (_request, response) => {
  try {
    const site = await readSitePage(db());
    response
      .status(200)
      .set({
        "Content-Type": "application/manifest+json; charset=utf-8",
        "Cache-Control": CACHE_CONTROL.page,
      })
      .send(renderManifest(siteDisplay(site.settings)));
  } catch (error) {
    seoLogs.manifestFailed(error);
    response.status(503).set({ "Retry-After": "60", "Cache-Control": "no-store" }).send("");
  }
});
