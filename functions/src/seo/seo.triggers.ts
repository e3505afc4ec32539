// Wiring only: the handler lives in item-preview.ts.
import { onRequest } from "firebase-functions/v2/https";
import { db } from "../lib/admin";
import { serveItemPreview } from "./item-preview";

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
  return response.text();
}

/** `/item/**` on Hosting: item pages with link-preview tags for crawlers that do not run JavaScript. */
export const itemPreviewFn = onRequest({ memory: "256MiB", concurrency: 80 }, async (request, response) => {
  // Hosting forwards the visitor's host; the function's own host would be cloudfunctions.net.
  const host = request.get("x-forwarded-host") ?? request.get("host") ?? "localhost";
  const protocol = request.get("x-forwarded-proto") ?? request.protocol;
  const result = await serveItemPreview(
    { origin: `${protocol}://${host}`, pathname: request.path },
    db(),
    fetchText,
  );
  response.status(result.status).set(result.headers).send(result.body);
});
