import type { GalleryItem } from "@folio/domain";
import { SITE_NAME } from "./page-meta";

/** A schema.org object, ready for a `<script type="application/ld+json">`. */
export type StructuredData = Record<string, unknown>;

/**
 * schema.org `ImageObject` or `VideoObject` of an item page, so search engines can show
 * the work in image and video results. URLs are made absolute against the page's own.
 */
export function itemStructuredData(item: GalleryItem, pageUrl: string): StructuredData {
  const absolute = (url: string) => new URL(url, pageUrl).toString();
  const sizes = [...item.media.sizes].sort((a, b) => a.width - b.width);
  const largest = sizes.at(-1);
  const common = {
    "@context": "https://schema.org",
    name: item.title,
    description: item.description || item.alt || item.title,
    url: pageUrl,
    datePublished: item.createdAt.toISOString(),
    keywords: item.tags.join(", ") || undefined,
    creator: { "@type": "Organization", name: SITE_NAME },
    width: { "@type": "QuantitativeValue", value: item.width, unitCode: "E37" },
    height: { "@type": "QuantitativeValue", value: item.height, unitCode: "E37" },
  };
  if (item.type === "video") {
    const poster = item.media.posterUrl ?? largest?.url;
    return {
      ...common,
      "@type": "VideoObject",
      uploadDate: item.createdAt.toISOString(),
      contentUrl: absolute(item.media.url),
      ...(poster ? { thumbnailUrl: absolute(poster) } : {}),
    };
  }
  return {
    ...common,
    "@type": "ImageObject",
    contentUrl: absolute(item.media.url),
    thumbnailUrl: absolute(sizes[0]?.url ?? item.media.url),
    caption: item.alt || item.title,
  };
}
