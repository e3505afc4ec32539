import { describe, expect, it, vi } from "vitest";
import { servePublicPage, type ServeDeps } from "./serve-page";
import type { EmbeddedPage, PageData, WebRenderer } from "./web-bundle";

vi.mock("firebase-functions", () => ({ logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } }));

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="A portfolio of photography and film." />
    <title>Folio</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

const NASTY = 'Harbour $& $` $\' $$ </script><script>alert(1)</script> "quoted"';

const gallery: EmbeddedPage = {
  filter: { category: null, tag: null, sort: "newest" },
  items: [],
  hasMore: false,
  categories: [],
  tags: [],
  tagsInUse: 0,
  itemId: "harbour",
  item: null,
};

const data: PageData = {
  gallery,
  site: { settings: null, portrait: null, shareImage: null },
};

/** A renderer shaped like web/src/entry-server.tsx, recording the URLs it is asked for. */
function fakeRenderer(overrides: Partial<WebRenderer> = {}): WebRenderer & { urls: string[] } {
  const urls: string[] = [];
  return {
    urls,
    EMBEDDED_PAGE_ID: "folio-page",
    EMBEDDED_SITE_ID: "folio-site",
    pageRequestOf: (pathname) =>
      pathname === "/about"
        ? { filter: null, itemId: null }
        : pathname.startsWith("/item/") || pathname === "/"
          ? { filter: gallery.filter, itemId: pathname === "/" ? null : "harbour" }
          : null,
    renderPublicPage: async (url) => {
      urls.push(url);
      return {
        status: 200,
        head: {
          title: `${NASTY} — Folio`,
          canonical: url,
          meta: [["name", "description", NASTY]],
          preloads: '<link rel="preload" as="image" href="/demo/h.webp"/>',
          structuredData: [
            { "@type": "Person", name: "Ada" },
            { "@type": "ImageObject", name: NASTY },
          ],
          colorScheme: "dark",
        },
        html: `<main><h1>${NASTY.replace(/</g, "&lt;")}</h1></main>`,
      };
    },
    serializeEmbeddedPage: (page) => JSON.stringify(page).replace(/</g, "\\u003c"),
    serializeSitePage: (site) => JSON.stringify(site).replace(/</g, "\\u003c"),
    ...overrides,
  };
}

function deps(overrides: Partial<ServeDeps> = {}): ServeDeps {
  return {
    bundle: { shell: SHELL, renderer: fakeRenderer() },
    origin: "https://folio.example",
    readData: async () => data,
    ...overrides,
  };
}

const get = (path: string, search = "") => ({ method: "GET", path, search });

describe("servePublicPage", () => {
  it("serves the shell with the rendered page, its head and its data, kept by the CDN for seconds", async () => {
    const result = await servePublicPage(get("/item/harbour"), deps());
    expect(result.status).toBe(200);
    expect(result.headers).toEqual({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=20, stale-while-revalidate=30",
    });
    expect(result.body.match(/<title>/g)).toHaveLength(1);
    expect(result.body).not.toContain("A portfolio of photography and film.");
    expect(result.body).toContain('<div id="root"><main><h1>');
    expect(result.body).toContain('<link rel="preload" as="image" href="/demo/h.webp"/>');
    expect(result.body).toContain('<script type="application/json" id="folio-page">{"filter":');
    expect(result.body).toContain('<script type="application/json" id="folio-site">{"settings":null');
    // The owner's default scheme, for the shell's pre-paint script.
    expect(result.body).toContain('<html lang="en" data-folio-scheme="dark">');
    expect(result.body).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it("writes titles, descriptions and structured data literally: no $& expansion, nothing unescaped", async () => {
    const { body } = await servePublicPage(get("/item/harbour"), deps());
    const escaped =
      "Harbour $&amp; $` $&#39; $$ &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;";
    expect(body).toContain(`<title>${escaped} — Folio</title>`);
    expect(body).toContain(`<meta name="description" content="${escaped}" />`);
    // `$&` spliced the matched text (`</head>`, the root div) into the page; `$'` the rest of it.
    expect(body.match(/<\/head>/g)).toHaveLength(1);
    expect(body.match(/<div id="root">/g)).toHaveLength(1);
    const ld = [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (match) => match[1] ?? "",
    );
    expect(ld.join("")).not.toContain("<");
    expect(ld.map((json) => JSON.parse(json) as unknown)).toEqual([
      { "@type": "Person", name: "Ada" },
      { "@type": "ImageObject", name: NASTY },
    ]);
    expect(body).not.toContain("<script>alert(1)</script>");
  });

  it("builds the page URL from the configured origin, whatever the path looks like", async () => {
    const renderer = fakeRenderer({ pageRequestOf: () => ({ filter: gallery.filter, itemId: null }) });
    await servePublicPage(
      get("//evil.example/item/x", "?sort=most-viewed"),
      deps({ bundle: { shell: SHELL, renderer } }),
    );
    await servePublicPage(get("/item/x@evil.example"), deps({ bundle: { shell: SHELL, renderer } }));
    expect(renderer.urls.map((url) => new URL(url).origin)).toEqual([
      "https://folio.example",
      "https://folio.example",
    ]);
    expect(renderer.urls[0]).toBe("https://folio.example//evil.example/item/x?sort=most-viewed");
  });

  it("serves the static app shell, uncached, when a read, the renderer or the deadline fails", async () => {
    const fallback = {
      status: 200,
      body: SHELL,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
    };
    const readFails = await servePublicPage(
      get("/"),
      deps({ readData: () => Promise.reject(new Error("unavailable")) }),
    );
    expect(readFails).toEqual(fallback);
    const renderFails = await servePublicPage(
      get("/"),
      deps({
        bundle: {
          shell: SHELL,
          renderer: fakeRenderer({ renderPublicPage: () => Promise.reject(new Error("boom")) }),
        },
      }),
    );
    expect(renderFails).toEqual(fallback);
    const slow = await servePublicPage(
      get("/"),
      deps({ readData: () => new Promise(() => {}), deadlineMs: 20 }),
    );
    expect(slow).toEqual(fallback);
    const noRenderer = await servePublicPage(get("/"), deps({ bundle: { shell: SHELL, renderer: null } }));
    expect(noRenderer).toEqual(fallback);
    const brokenShell = await servePublicPage(
      get("/"),
      deps({ bundle: { shell: "<html></html>", renderer: fakeRenderer() } }),
    );
    expect(brokenShell.headers["Cache-Control"]).toBe("no-store");
  });

  it("serves /about without gallery data: the site's settings only", async () => {
    const { body, status } = await servePublicPage(
      get("/about"),
      deps({ readData: async () => ({ ...data, gallery: null }) }),
    );
    expect(status).toBe(200);
    expect(body).not.toContain('id="folio-page"');
    expect(body).toContain('<script type="application/json" id="folio-site">');
  });

  it("answers 404 with the app's shell for an address it does not render, refuses writes, and says so when the build is missing", async () => {
    const unknown = await servePublicPage(get("/c/a/b"), deps());
    expect(unknown).toMatchObject({ status: 404, body: SHELL });
    expect(unknown.headers["Cache-Control"]).toBe(
      "public, max-age=0, s-maxage=20, stale-while-revalidate=30",
    );
    expect((await servePublicPage({ method: "POST", path: "/", search: "" }, deps())).status).toBe(405);
    const missing = await servePublicPage(get("/"), deps({ bundle: { shell: null, renderer: null } }));
    expect(missing).toMatchObject({
      status: 503,
      headers: { "Retry-After": "5", "Cache-Control": "no-store" },
    });
  });

  it("marks an unknown item, category or tag 404, cached like a page", async () => {
    const renderer = fakeRenderer();
    const notFound = fakeRenderer({
      renderPublicPage: async (url) => ({ ...(await renderer.renderPublicPage(url, data)), status: 404 }),
    });
    const result = await servePublicPage(
      get("/item/gone"),
      deps({ bundle: { shell: SHELL, renderer: notFound } }),
    );
    expect(result.status).toBe(404);
    expect(result.headers["Cache-Control"]).toBe("public, max-age=0, s-maxage=20, stale-while-revalidate=30");
  });
});
