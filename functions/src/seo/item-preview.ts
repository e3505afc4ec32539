import type { Firestore } from "firebase-admin/firestore";
import { COLLECTIONS } from "@folio/domain";
import { seoLogs } from "./logs";
import {
  canonicalPageUrl,
  itemIdOfPath,
  previewItemOf,
  previewMeta,
  renderPreviewHtml,
} from "./preview-html";

/** The request as the handler needs it (kept apart from Express for tests). */
export interface PreviewRequest {
  /** Origin the visitor used, e.g. https://folio.example. */
  origin: string;
  pathname: string;
}

/** What to send back. */
export interface PreviewResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** index.html changes on every deploy; a few minutes of memory cache spares a fetch per request. */
const INDEX_TTL_MS = 5 * 60 * 1000;
let cachedIndex: { origin: string; html: string; at: number } | null = null;

async function indexHtml(origin: string, fetchText: (url: string) => Promise<string>): Promise<string> {
  if (cachedIndex && cachedIndex.origin === origin && Date.now() - cachedIndex.at < INDEX_TTL_MS)
    return cachedIndex.html;
  const html = await fetchText(new URL("/index.html", origin).toString());
  cachedIndex = { origin, html, at: Date.now() };
  return html;
}

/**
 * Serves `/item/<id>` (a Hosting rewrite): the site's own index.html with the item's
 * preview tags. A missing, draft or unreadable item gets index.html as it is, so people
 * always get the app; only the preview is lost. The CDN may keep the answer for 10 minutes.
 */
export async function serveItemPreview(
  request: PreviewRequest,
  db: Firestore,
  fetchText: (url: string) => Promise<string>,
): Promise<PreviewResponse> {
  let html: string;
  try {
    html = await indexHtml(request.origin, fetchText);
  } catch (error) {
    seoLogs.indexUnavailable(request.origin, error);
    return {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": "5",
        "Cache-Control": "no-store",
      },
      body: "The page is briefly unavailable. Please reload in a moment.",
    };
  }
  const id = itemIdOfPath(request.pathname);
  let body = html;
  if (id) {
    try {
      const item = previewItemOf((await db.collection(COLLECTIONS.gallery).doc(id).get()).data());
      if (item)
        body = renderPreviewHtml(html, previewMeta(item, canonicalPageUrl(request.origin, request.pathname)));
    } catch (error) {
      seoLogs.itemUnreadable(id, error);
    }
  }
  return {
    status: 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=60, s-maxage=600",
    },
    body,
  };
}

/** Forgets the cached index.html (tests). */
export function resetPreviewCache(): void {
  cachedIndex = null;
}
