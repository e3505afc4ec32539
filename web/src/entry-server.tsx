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
import type { EmbeddedPage } from "@/features/gallery/lib/embedded-page";
import { itemMeta } from "@/features/seo/item-meta";
import { canonicalUrl, documentTitle, metaTags } from "@/features/seo/page-meta";
import { itemStructuredData, type StructuredData } from "@/features/seo/structured-data";
import { AppProvider } from "./app/provider";
import { routes } from "./app/router";

export { EMBEDDED_PAGE_ID, serializeEmbeddedPage } from "@/features/gallery/lib/embedded-page";
export type { EmbeddedPage } from "@/features/gallery/lib/embedded-page";

/** What the server must read to render an address. */
export interface PageRequest {
  /** The gallery on screen (behind the viewer on an item page). */
  filter: GalleryFilter;
  /** The item of an `/item/:id` address; null elsewhere. */
  itemId: string | null;
}

/** The request of a public address, or null for one the server does not render. */
export function pageRequestOf(pathname: string, search: string): PageRequest | null {
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
  /** schema.org data of an item page. */
  structuredData: StructuredData | null;
}

export interface RenderedPage {
  /** 404 for an unknown category or item (the page then says so), else 200. */
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

/** Renders the page at `url` (absolute, on the site's own origin) from the data read for it. */
export async function renderPublicPage(url: string, page: EmbeddedPage): Promise<RenderedPage> {
  const location = new URL(url);
  const router = createMemoryRouter(routes, { initialEntries: [`${location.pathname}${location.search}`] });
  const markup = await renderToHtml(
    <EmbeddedPageProvider page={page}>
      <AppProvider>
        <ErrorBoundary>
          <RouterProvider router={router} />
        </ErrorBoundary>
      </AppProvider>
    </EmbeddedPageProvider>,
  );
  const preloads = /^(?:<link [^>]*>)*/.exec(markup)?.[0] ?? "";
  const html = markup.slice(preloads.length);
  const heading = galleryHeading(page.filter, page.categories, false);
  const onItem = page.itemId !== null;
  const meta = onItem ? itemMeta(page.item) : heading;
  const missing = onItem ? page.item === null : heading.unknownCategory;
  return {
    status: missing ? 404 : 200,
    head: {
      title: documentTitle(meta.title),
      canonical: canonicalUrl(url),
      // A missing page gets no preview: only its description.
      meta: metaTags(meta, url).filter(
        ([attribute, , content]) => content !== "" && (!missing || attribute === "name"),
      ),
      preloads,
      structuredData: page.item ? itemStructuredData(page.item, canonicalUrl(url)) : null,
    },
    html,
  };
}
