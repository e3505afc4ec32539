/** What a link preview shows for one work. */
export interface PreviewMeta {
  /** Page title, site name included. */
  title: string;
  description: string;
  /** Absolute URL of the preview image, or null. */
  image: string | null;
  /** Canonical absolute URL of the page. */
  url: string;
}

/** Site name, as the web app puts it after every page title. */
export const SITE_NAME = "Folio";
const DESCRIPTION_MAX = 200;
/** Previews want about this wide an image. */
const PREVIEW_WIDTH = 1200;

/** The fields of a gallery document a preview needs (read leniently: anything else is ignored). */
export interface PreviewItem {
  title: string;
  description: string;
  alt: string;
  type: "image" | "video";
  published: boolean;
  media: { url: string; posterUrl: string | null; sizes: { url: string; width: number }[] };
}

/** Narrows a Firestore document to what a preview needs; null when it is unusable or not published. */
export function previewItemOf(data: unknown): PreviewItem | null {
  if (typeof data !== "object" || data === null) return null;
  const doc = data as Record<string, unknown>;
  const media = doc.media as Record<string, unknown> | undefined;
  if (doc.published !== true || typeof doc.title !== "string" || typeof media?.url !== "string") return null;
  const sizes = Array.isArray(media.sizes)
    ? media.sizes.flatMap((size: unknown) => {
        const candidate = size as { url?: unknown; width?: unknown };
        return typeof candidate?.url === "string" && typeof candidate.width === "number"
          ? [{ url: candidate.url, width: candidate.width }]
          : [];
      })
    : [];
  return {
    title: doc.title,
    description: typeof doc.description === "string" ? doc.description : "",
    alt: typeof doc.alt === "string" ? doc.alt : "",
    type: doc.type === "video" ? "video" : "image",
    published: true,
    media: { url: media.url, posterUrl: typeof media.posterUrl === "string" ? media.posterUrl : null, sizes },
  };
}

function clip(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= DESCRIPTION_MAX ? clean : `${clean.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/** The preview of an item page at `pageUrl` (absolute, without tracking parameters). */
export function previewMeta(item: PreviewItem, pageUrl: string): PreviewMeta {
  const sizes = [...item.media.sizes].sort((a, b) => a.width - b.width);
  const still = sizes.find((size) => size.width >= PREVIEW_WIDTH) ?? sizes.at(-1);
  const image = item.type === "video" ? (item.media.posterUrl ?? still?.url) : (still?.url ?? item.media.url);
  return {
    title: `${item.title} — ${SITE_NAME}`,
    description: clip(item.description || item.alt || `${item.title}, from the portfolio.`),
    image: image ? new URL(image, pageUrl).toString() : null,
    url: pageUrl,
  };
}

function escape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * index.html with the item's title, description, canonical link and Open Graph / Twitter
 * tags, for crawlers that do not run JavaScript. The app itself loads as usual.
 */
export function renderPreviewHtml(indexHtml: string, meta: PreviewMeta): string {
  const tags = [
    `<title>${escape(meta.title)}</title>`,
    `<meta name="description" content="${escape(meta.description)}" />`,
    `<link rel="canonical" href="${escape(meta.url)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:title" content="${escape(meta.title)}" />`,
    `<meta property="og:description" content="${escape(meta.description)}" />`,
    `<meta property="og:url" content="${escape(meta.url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escape(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? "summary_large_image" : "summary"}" />`,
  ].join("\n    ");
  const stripped = indexHtml
    .replace(/<title>[\s\S]*?<\/title>\s*/i, "")
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, "");
  return stripped.replace(/<\/head>/i, `    ${tags}\n  </head>`);
}

/** The item id of an `/item/<id>` path, or null. */
export function itemIdOfPath(pathname: string): string | null {
  const match = /^\/item\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    const id = decodeURIComponent(match[1]);
    return id.length <= 128 && !id.includes("/") ? id : null;
  } catch {
    return null;
  }
}

/** The canonical URL of a request: its origin and path, without query (utm_ parameters) or hash. */
export function canonicalPageUrl(origin: string, pathname: string): string {
  return new URL(pathname, origin).toString();
}
