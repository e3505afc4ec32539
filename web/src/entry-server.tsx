// The server side of the public pages: functions/src/ssr loads the bundle Vite builds from this
// file (web/vite.config.ts) and renders `/`, `/c/:category`, `/t/:tag` and `/item/:id` with the
// same components the browser hydrates.
import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { ErrorBoundary } from "@/components/errors/error-boundary";
import { galleryHeading } from "@/features/gallery/hooks/use-gallery-page";
import { EmbeddedPageProvider } from "@/features/gallery/hooks/embedded-page-context";
import { filterFromLocation, type GalleryFilter } from "@/features/gallery/lib/gallery-filter";
import { pageTagExists, type EmbeddedPage } from "@/features/gallery/lib/embedded-page";
import { siteDisplay, type SiteDisplay, type SitePage } from "@folio/domain";
import { SiteProvider } from "@/data/site/site-context";
import { aboutMeta } from "@/features/about/about-meta";
import { itemMeta } from "@/features/seo/item-meta";
import { canonicalUrl, documentTitle, metaTags, siteMeta, type PageMeta } from "@/features/seo/page-meta";
import { itemStructuredData, ownerStructuredData, type StructuredData } from "@/features/seo/structured-data";
import { AppProvider } from "./app/provider";
import { routes } from "./app/router";

export { EMBEDDED_PAGE_ID, serializeEmbeddedPage } from "@/features/gallery/lib/embedded-page";
export type { EmbeddedPage } from "@/features/gallery/lib/embedded-page";
export { EMBEDDED_SITE_ID, serializeSitePage } from "@/data/site/embedded-site";

/** What the server must read to render an address. */
export interface PageRequest {
  /** The gallery on screen (behind the viewer on an item page); null on `/about`, which shows none. */
  filter: GalleryFilter | null;
  /** The item of an `/item/:id` address; null elsewhere. */
  itemId: string | null;
}

/** The request of a public address, or null for one the server does not render. */
export function pageRequestOf(pathname: string, search: string): PageRequest | null {
  if (/^\/about\/?$/.test(pathname)) return { filter: null, itemId: null };
  const filter = filterFromLocation(pathname, search);
  if (filter) return { filter, itemId: null };
  const item = /^\/item\/([^/]+)\/?$/.exec(pathname);
  if (!item?.[1]) return null;
  try {
    const id = decodeURIComponent(item[1]);
    // On a fresh load the viewer opens over all work, newest first (as the browser does).
    return { filter: filterFromLocation("/", "") as GalleryFilter, itemId: id };
  } catch {
    return null;
  }
}

/** The head of a rendered page: the same tags usePageMeta keeps up to date in the browser. */
export interface PageHead {
  title: string;
  canonical: string;
  /** [attribute, key, content] of each `<meta>`. */
  meta: [attribute: "name" | "property", key: string, content: string][];
  /**
   * `<link rel="preload" as="image">` of the first tiles, as React writes them (attributes
   * escaped): React puts them before the page's markup, but they belong in the head.
   */
  preloads: string;
  /** schema.org data: the site's owner on every page, then the work on an item page. */
  structuredData: StructuredData[];
  /** The colour scheme a visitor starts in (the settings'), for the shell's pre-paint script. */
  colorScheme: "auto" | "light" | "dark";
}

export interface RenderedPage {
  /** 404 for an unknown category, tag or item (the page then says so), else 200. */
  status: number;
  head: PageHead;
  /** The markup of `#root`. */
  html: string;
}

/** Markup of a tree once everything in it is ready. */
function renderToHtml(tree: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString("utf8");
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      // Every boundary inline, in place: a larger one would otherwise arrive after the footer
      // and need a script to move it, which a page without JavaScript never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

/** What a page is rendered from: the gallery's data (null on `/about`) and the site's settings. */
export interface PageData {
  gallery: EmbeddedPage | null;
  site: SitePage;
}

/** The page's own meta, and whether it names something that does not exist. */
function pageMetaOf(
  gallery: EmbeddedPage | null,
  site: SitePage,
  display: SiteDisplay,
): PageMeta & { missing: boolean } {
  // Only `/about` is rendered without gallery data (pageRequestOf).
  if (!gallery) return { ...aboutMeta(display, site), missing: false };
  if (gallery.itemId !== null) return { ...itemMeta(gallery.item), missing: gallery.item === null };
  return galleryHeading(gallery.filter, gallery.categories, false, display, pageTagExists(gallery));
}

/** Renders the page at `url` (absolute, on the site's own origin) from the data read for it. */
export async function renderPublicPage(url: string, { gallery, site }: PageData): Promise<RenderedPage> {
  const location = new URL(url);
  const router = createMemoryRouter(routes, { initialEntries: [`${location.pathname}${location.search}`] });
  const markup = await renderToHtml(
    <SiteProvider site={site}>
      <EmbeddedPageProvider page={gallery}>
        <AppProvider>
          <ErrorBoundary>
            <RouterProvider router={router} />
          </ErrorBoundary>
        </AppProvider>
      </EmbeddedPageProvider>
    </SiteProvider>,
  );
  const preloads = /^(?:<link [^>]*>)*/.exec(markup)?.[0] ?? "";
  const html = markup.slice(preloads.length);
  const display = siteDisplay(site.settings);
  const { missing, ...meta } = pageMetaOf(gallery, site, display);
  const canonical = canonicalUrl(url);
  const owner = ownerStructuredData(display, site, location.origin);
  return {
    status: missing ? 404 : 200,
    head: {
      title: documentTitle(meta.title, display.name),
      canonical,
      // A missing page gets no preview: only its description.
      meta: metaTags(meta, url, siteMeta(display, site)).filter(
        ([attribute, key, content]) =>
          content !== "" && (!missing || (attribute === "name" && !key.startsWith("twitter:"))),
      ),
      preloads,
      // A missing page describes nothing.
      structuredData: missing
        ? []
        : gallery?.item
          ? [owner, itemStructuredData(gallery.item, canonical, display.name)]
          : [owner],
      colorScheme: display.colorScheme,
    },
    html,
  };
}
