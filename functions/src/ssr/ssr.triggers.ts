// Wiring only: the handler lives in serve-page.ts.
import { onRequest } from "firebase-functions/v2/https";
import { db } from "../lib/admin";
import { encodeBody } from "./compression";
import { siteOrigin } from "./config";
import { ssrLogs } from "./logs";
import { readPageData } from "./page-data";
import { servePublicPage } from "./serve-page";
import { loadWebBundle } from "./web-bundle";

// Read once per instance: the shell and renderer are files deployed with this code.
const bundle = loadWebBundle(undefined, (error) => ssrLogs.renderFailed("(loading entry-server.cjs)", error));
const origin = siteOrigin();

/** The public pages on Hosting (`/`, `/c/**`, `/t/**`, `/item/**`), rendered on the server. */
export const publicPageFn = onRequest(
  // minInstances stays 0 (no idle cost): a cold start costs the first visitor after a quiet spell a second or two.
  { memory: "512MiB", concurrency: 80, timeoutSeconds: 30 },
  async (request, response) => {
    const query = request.originalUrl.indexOf("?");
    const result = await servePublicPage(
      {
        method: request.method,
        path: request.path,
        search: query >= 0 ? request.originalUrl.slice(query) : "",
      },
      { bundle, db: db(), origin, readData: readPageData },
    );
    const encoded = encodeBody(result.body, request.get("accept-encoding"));
    response
      .status(result.status)
      .set({ ...result.headers, ...encoded.headers })
      .send(encoded.body);
  },
);
