import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { CameraDetails, Category, GalleryItem, SitePage, Tag } from "@folio/domain";

/** What the gallery shows (web/src/features/gallery/lib/gallery-filter.ts). */
export interface GalleryFilter {
  category: string | null;
  tag: string | null;
  sort: "newest" | "most-viewed";
}

/** The data a page is rendered from and embedded in (web/src/features/gallery/lib/embedded-page.ts). */
export interface EmbeddedPage {
  filter: GalleryFilter;
  items: GalleryItem[];
  hasMore: boolean;
  categories: Category[];
  /** The most used tags, and the page's own tag when it exists and is not among them. */
  tags: Tag[];
  /** How many tags are in use (the "All tags" button reads the rest in the browser). */
  tagsInUse: number;
  itemId: string | null;
  item: GalleryItem | null;
  camera?: CameraDetails | null;
  /** When its first page was read (ms since the epoch; web/src/features/gallery/lib/embedded-page.ts). */
  readAt?: number;
}

/** What a page is rendered from (web/src/entry-server.tsx): the gallery's data, null on `/about`. */
export interface PageData {
  gallery: EmbeddedPage | null;
  site: SitePage;
}

/** What the server reads for an address: a gallery (null on `/about`) and the item on `/item/:id`. */
export interface PageDataRequest {
  filter: GalleryFilter | null;
  itemId: string | null;
}

/** The head of a rendered page (web/src/entry-server.tsx). */
export interface PageHead {
  title: string;
  canonical: string;
  meta: ["name" | "property", string, string][];
  /** Markup React wrote, its attributes already escaped. */
  preloads: string;
  /** schema.org objects, one `<script type="application/ld+json">` each. */
  structuredData: Record<string, unknown>[];
  /** The site's default colour scheme (the shell's pre-paint script reads it from `<html>`). */
  colorScheme: "auto" | "light" | "dark";
}

/** The server renderer the web build makes from web/src/entry-server.tsx. */
export interface WebRenderer {
  EMBEDDED_PAGE_ID: string;
  EMBEDDED_SITE_ID: string;
  pageRequestOf(pathname: string, search: string): PageDataRequest | null;
  renderPublicPage(url: string, data: PageData): Promise<{ status: number; head: PageHead; html: string }>;
  serializeEmbeddedPage(page: EmbeddedPage): string;
  serializeSitePage(site: SitePage): string;
}

/** The web build's output the function serves from: the page shell and, when built, the renderer. */
export interface WebBundle {
  /** The built index.html: what Hosting would serve for any address. Null when missing. */
  shell: string | null;
  renderer: WebRenderer | null;
}

/**
 * Folder the web build writes the shell, the renderer and its hashed files to, beside this bundle
 * (web/vite.config.ts). A test suite's emulators name their own build's (FOLIO_WEB_BUNDLE_DIR,
 * scripts/emulators-exec.ts), so that no other build in the same clone (a deploy's, another
 * suite's) changes the pages a running suite serves.
 */
export const WEB_BUNDLE_DIR = process.env.FOLIO_WEB_BUNDLE_DIR || path.join(__dirname, "web");

function isRenderer(value: unknown): value is WebRenderer {
  const module = value as Partial<Record<keyof WebRenderer, unknown>> | null;
  return (
    typeof module === "object" &&
    module !== null &&
    typeof module.pageRequestOf === "function" &&
    typeof module.renderPublicPage === "function" &&
    typeof module.serializeEmbeddedPage === "function" &&
    typeof module.serializeSitePage === "function" &&
    typeof module.EMBEDDED_PAGE_ID === "string" &&
    typeof module.EMBEDDED_SITE_ID === "string"
  );
}

/**
 * Reads the bundle from disk, once per instance: it is part of the deployed source, so it
 * cannot change while the instance lives. A missing or broken renderer leaves the shell.
 */
export function loadWebBundle(dir = WEB_BUNDLE_DIR, onError: (error: unknown) => void = () => {}): WebBundle {
  const shellFile = path.join(dir, "shell.html");
  const shell = existsSync(shellFile) ? readFileSync(shellFile, "utf8") : null;
  const entry = path.join(dir, "entry-server.cjs");
  let renderer: WebRenderer | null = null;
  if (existsSync(entry)) {
    try {
      const loaded: unknown = createRequire(entry)(entry);
      if (isRenderer(loaded)) renderer = loaded;
    } catch (error) {
      // The other functions in this bundle must still load; the pages fall back to the shell.
      onError(error);
    }
  }
  return { shell, renderer };
}
