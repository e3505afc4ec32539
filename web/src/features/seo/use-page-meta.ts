import { useEffect, useMemo } from "react";
import { useSite } from "@/data/site/site-context";
import { canonicalUrl, documentTitle, metaTags, siteMeta, type PageMeta } from "./page-meta";
import { ownerStructuredData, type StructuredData } from "./structured-data";

function upsertMeta(attribute: "name" | "property", key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

function upsertCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!link) {
    link = document.createElement("link");
    link.rel = "canonical";
    document.head.append(link);
  }
  link.href = canonicalUrl(href);
}

/**
 * The owner's schema.org Person on a page the server did not render (the dev server, or the
 * static shell served when a render fails). A server-rendered page already carries it, with
 * the rest of its JSON-LD, and keeps it: crawlers read the first response.
 */
function upsertOwnerStructuredData(data: StructuredData): void {
  const scripts = Array.from(document.head.querySelectorAll('script[type="application/ld+json"]'));
  if (scripts.some((script) => !script.hasAttribute("data-folio-client"))) return;
  let script = scripts[0];
  if (!script) {
    script = document.createElement("script");
    script.setAttribute("type", "application/ld+json");
    script.setAttribute("data-folio-client", "");
    document.head.append(script);
  }
  script.textContent = JSON.stringify(data);
}

/**
 * Keeps the document title, meta description, canonical link and Open Graph tags in step
 * with the page. Browsers and JavaScript-running crawlers read these; link-preview bots that
 * do not run JavaScript get item previews from the `itemPreview` function instead.
 */
export function usePageMeta({ title, description, image, type }: PageMeta): void {
  const { display, page } = useSite();
  // The context value keeps its identity until the settings change, and so does this.
  const site = useMemo(() => siteMeta(display, page), [display, page]);
  useEffect(() => {
    document.title = documentTitle(title, site.name);
    const href = window.location.href;
    for (const [attribute, key, content] of metaTags({ title, description, image, type }, href, site))
      upsertMeta(attribute, key, content);
    upsertCanonical(href);
  }, [title, description, image, type, site]);
  useEffect(() => {
    upsertOwnerStructuredData(ownerStructuredData(display, page, window.location.origin));
  }, [display, page]);
}

/** Component form of usePageMeta, for route modules that compose a page. */
export function PageMetaTags(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}
