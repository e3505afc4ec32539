import type { GalleryItem, SiteDisplay, SitePage } from "@folio/domain";

/** A schema.org object, ready for a `<script type="application/ld+json">`. */
export type StructuredData = Record<string, unknown>;

/**
 * schema.org `Person` of the site's owner, on every page: the name, the tagline, the portrait,
 * the shown address, the location and, in `sameAs`, the social and portfolio links, so search
 * engines can tie the profiles to the site. `origin` is the site's own (never a request's).
 */
export function ownerStructuredData(
  display: SiteDisplay,
  page: SitePage | null,
  origin: string,
): StructuredData {
  const portrait = page?.portrait?.url;
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${origin}/#owner`,
    name: display.name,
    description: display.tagline,
    url: `${origin}/`,
    ...(portrait ? { image: new URL(portrait, origin).toString() } : {}),
    ...(display.email ? { email: `mailto:${display.email}` } : {}),
    ...(display.location ? { address: display.location } : {}),
    ...(display.links.length > 0 ? { sameAs: display.links.map((link) => link.url) } : {}),
  };
}

/**
 * schema.org `ImageObject` or `VideoObject` of an item page, so search engines can show
 * the work in image and video results. URLs are made absolute against the page's own.
 */
export function itemStructuredData(item: GalleryItem, pageUrl: string, creator: string): StructuredData {
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
    creator: { "@type": "Person", "@id": `${new URL(pageUrl).origin}/#owner`, name: creator },
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
