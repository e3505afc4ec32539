// Wiring only: the handlers live in serve-page.ts and serve-asset.ts, the reads in page-data.ts.
import path from "node:path";
import { onDocumentWritten } from "firebase-functions/v2/firestore";
import { onRequest } from "firebase-functions/v2/https";
import { CAMERA_DETAILS_COLLECTION, COLLECTIONS } from "@folio/domain";
import { db } from "../lib/admin";
import { bumpContentVersion, CONTENT_PARTS, readContentVersion, tagWriteParts } from "../lib/content-version";
import { encodeBody } from "./compression";
import { siteOrigin } from "./config";
import { ssrLogs } from "./logs";
import { readPageData } from "./page-data";
import { RenderCache } from "./render-cache";
import { servePublicPage } from "./serve-page";
import { isAssetPath, serveAsset } from "./serve-asset";
import { loadWebBundle, WEB_BUNDLE_DIR } from "./web-bundle";

// Read once per instance: the shell and renderer are files deployed with this code.
const bundle = loadWebBundle(undefined, (error) => ssrLogs.renderFailed("(loading entry-server.cjs)", error));
const origin = siteOrigin();
const cache = new RenderCache(() => readContentVersion(db()));

/**
 * The public pages on Hosting (`/`, `/c/**`, `/t/**`, `/item/**`), rendered on the server, and
 * the hashed files those pages name when Hosting has not got them (serve-asset.ts).
 */
export const publicPageFn = onRequest(
  // minInstances stays 0 (no idle cost): a cold start costs the first visitor after a quiet spell a second or two.
  { memory: "512MiB", concurrency: 80, timeoutSeconds: 30 },
  async (request, response) => {
    if (isAssetPath(request.path)) {
      const asset = serveAsset(request.path, path.join(WEB_BUNDLE_DIR, "assets"));
      const encoded = asset.compressible
        ? encodeBody(asset.body, request.get("accept-encoding"))
        : { body: asset.body, headers: {} };
      response
        .status(asset.status)
        .set({ ...asset.headers, ...encoded.headers })
        .send(encoded.body);
      return;
    }
    const query = request.originalUrl.indexOf("?");
    const result = await servePublicPage(
      {
        method: request.method,
        path: request.path,
        search: query >= 0 ? request.originalUrl.slice(query) : "",
      },
      {
        bundle,
        origin,
        readData: async (wanted) => readPageData({ db: db(), ...(await cache.forRequest()) }, wanted),
      },
    );
    const encoded = encodeBody(result.body, request.get("accept-encoding"));
    response
      .status(result.status)
      .set({ ...result.headers, ...encoded.headers })
      .send(encoded.body);
  },
);

/**
 * What visitors see changed: the pages' instance caches read afresh (lib/content-version.ts).
 * Gallery and settings writes bump it from their own triggers (content.triggers.ts,
 * site/site.triggers.ts), which run anyway.
 */
export const categoryWrittenFn = onDocumentWritten(
  { document: `${COLLECTIONS.categories}/{id}`, retry: true },
  () => bumpContentVersion(db(), COLLECTIONS.categories, [CONTENT_PARTS.lists]),
);
export const tagWrittenFn = onDocumentWritten(
  { document: `${COLLECTIONS.tags}/{id}`, retry: true },
  (event) =>
    bumpContentVersion(
      db(),
      COLLECTIONS.tags,
      tagWriteParts(event.data?.before.data(), event.data?.after.data()),
    ),
);
/** A work's camera details, which its page shows when the site shows them (edited in the studio). */
export const cameraDetailsWrittenFn = onDocumentWritten(
  { document: `${CAMERA_DETAILS_COLLECTION}/{id}`, retry: true },
  () => bumpContentVersion(db(), CAMERA_DETAILS_COLLECTION),
);
