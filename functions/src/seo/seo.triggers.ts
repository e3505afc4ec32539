// Wiring only: the sitemap is built in sitemap.ts from what sitemap-source.ts reads; the
// manifest (manifest.ts) and robots.txt (robots.ts) from the settings the pages read
// (ssr/page-data.ts).
import { onRequest } from "firebase-functions/v2/https";
import { siteDisplay } from "@folio/domain";
import { db } from "../lib/admin";
import { readContentVersion } from "../lib/content-version";
import { cachedSiteSettings, type PageReads } from "../ssr/page-data";
import { CACHE_CONTROL, siteOrigin } from "../ssr/config";
import { RenderCache } from "../ssr/render-cache";
import { seoLogs } from "./logs";
import { renderManifest } from "./manifest";
import { renderRobots } from "./robots";
import { renderSitemap } from "./sitemap";
import { readSitemapSource } from "./sitemap-source";

const origin = siteOrigin();
// Per instance, like the pages': a warm request reads the content version alone.
const cache = new RenderCache(() => readContentVersion(db()));
const reads = async (): Promise<PageReads> => ({ db: db(), ...(await cache.forRequest()) });

/**
 * A generated file: its body built on each request, or, when a read fails, the failure logged
 * and a 503 no cache keeps (crawlers come back).
 */
function generatedFile(
  headers: { "Content-Type": string; "Cache-Control": string },
  build: () => Promise<string>,
  onError: (error: unknown) => void,
) {
  return onRequest({ memory: "256MiB", concurrency: 80 }, async (_request, response) => {
    try {
      const body = await build();
      response.status(200).set(headers).send(body);
    } catch (error) {
      onError(error);
      response.status(503).set({ "Retry-After": "60", "Cache-Control": "no-store" }).send("");
    }
  });
}

/** `/sitemap.xml` on Hosting: every published item and category page, cached an hour by the CDN. */
export const sitemapFn = generatedFile(
  { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, s-maxage=3600" },
  async () => {
    const { read } = await reads();
    return renderSitemap(origin, await read("sitemap", () => readSitemapSource(db())));
  },
  seoLogs.sitemapFailed,
);

/**
 * `/manifest.webmanifest` on Hosting: the web app manifest in the owner's name, cached like the
 * pages (ssr/config.ts), so a renamed site is renamed here within a minute.
 */
export const manifestFn = generatedFile(
  { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": CACHE_CONTROL.page },
  async () => renderManifest(siteDisplay(await cachedSiteSettings(await reads()))),
  seoLogs.manifestFailed,
);

/**
 * robots.txt on Hosting: the site's name and its sitemap, cached like the pages. Served
 * at `/robots-policy.txt`, where Hosting redirects `/robots.txt` (firebase.json; crawlers follow
 * redirects for it, RFC 9309 2.3.1.2): Cloud Functions' framework answers any path ending in
 * `/robots.txt` with an empty 404 before a function's code runs.
 */
export const robotsFn = generatedFile(
  { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": CACHE_CONTROL.page },
  async () => renderRobots(origin, siteDisplay(await cachedSiteSettings(await reads()))),
  seoLogs.robotsFailed,
);
