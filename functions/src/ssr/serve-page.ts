import { CACHE_CONTROL } from "./config";
import { fillShell, headTags } from "./html-shell";
import { ssrLogs } from "./logs";
import type { PageData, PageDataRequest, WebBundle } from "./web-bundle";

/** The request as the handler needs it (kept apart from Express for tests). */
export interface PageRequest {
  method: string;
  /** Path as received, e.g. `/c/landscapes`. */
  path: string;
  /** Query string with its `?`, or "". */
  search: string;
}

/** What to send back. */
export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface ServeDeps {
  bundle: WebBundle;
  /** The configured site origin (config.ts), never taken from the request. */
  origin: string;
  /** Reads what a page shows (page-data.ts, through the instance's cache). */
  readData: (request: PageDataRequest) => Promise<PageData>;
  /** Longest a render may take before the shell is served instead. */
  deadlineMs?: number;
}

const HTML = "text/html; charset=utf-8";

/** The static app, exactly as Hosting serves it: the browser renders the page itself. */
function fallback(shell: string): PageResponse {
  return {
    status: 200,
    headers: { "Content-Type": HTML, "Cache-Control": CACHE_CONTROL.fallback },
    body: shell,
  };
}

/**
 * An address under a rendered prefix that names no page (`/c/a/b`, `/item/`): 404 with the
 * static app, whose router shows the site's own not-found page, as Hosting's 404.html does
 * for any other unknown address.
 */
function notFound(shell: string): PageResponse {
  return { status: 404, headers: { "Content-Type": HTML, "Cache-Control": CACHE_CONTROL.page }, body: shell };
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`render took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** The page URL on the site's own origin: a path like `//other.host` cannot change the host. */
export function pageUrl(origin: string, path: string, search: string): URL {
  const url = new URL(origin);
  url.pathname = path;
  url.search = search;
  return url;
}

async function render(request: PageRequest, deps: ServeDeps, shell: string): Promise<PageResponse> {
  const renderer = deps.bundle.renderer;
  if (!renderer) {
    ssrLogs.bundleMissing("entry-server.cjs");
    return fallback(shell);
  }
  const wanted = renderer.pageRequestOf(request.path, request.search);
  if (!wanted) return notFound(shell);
  const url = pageUrl(deps.origin, request.path, request.search);
  const data = await deps.readData(wanted);
  const page = await renderer.renderPublicPage(url.toString(), data);
  const embedded = [
    data.gallery
      ? `<script type="application/json" id="${renderer.EMBEDDED_PAGE_ID}">${renderer.serializeEmbeddedPage(data.gallery)}</script>`
      : "",
    `<script type="application/json" id="${renderer.EMBEDDED_SITE_ID}">${renderer.serializeSitePage(data.site)}</script>`,
  ];
  const body = fillShell(shell, {
    head: headTags(page.head),
    root: page.html,
    afterRoot: embedded.join(""),
    colorScheme: page.head.colorScheme,
  });
  return {
    status: page.status,
    headers: {
      "Content-Type": HTML,
      "Cache-Control": CACHE_CONTROL.page,
    },
    body,
  };
}

/**
 * Serves a public page (`/`, `/c/:category`, `/t/:tag`, `/item/:id`, `/about`, a Hosting
 * rewrite): the page rendered with the web app's own components from the site's settings and
 * the first gallery page, both embedded for hydration. Whatever fails (a read, the renderer, the deadline), the visitor gets the
 * static app shell, which renders in the browser as before: no outage.
 */
export async function servePublicPage(request: PageRequest, deps: ServeDeps): Promise<PageResponse> {
  const shell = deps.bundle.shell;
  if (!shell) {
    ssrLogs.bundleMissing("shell.html");
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
  if (request.method !== "GET" && request.method !== "HEAD")
    return { status: 405, headers: { Allow: "GET, HEAD", "Cache-Control": "no-store" }, body: "" };
  try {
    return await withDeadline(render(request, deps, shell), deps.deadlineMs ?? 10_000);
  } catch (error) {
    ssrLogs.renderFailed(request.path, error);
    return fallback(shell);
  }
}
