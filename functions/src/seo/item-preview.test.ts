import type { Firestore } from "firebase-admin/firestore";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { resetPreviewCache, serveItemPreview } from "./item-preview";

vi.mock("firebase-functions", () => ({ logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() } }));

const INDEX = '<html><head><title>Folio</title></head><body><div id="root"></div></body></html>';

/** The one read the handler makes: gallery/{id}. */
function fakeDb(read: (id: string) => Promise<unknown>): Firestore {
  return {
    collection: () => ({
      doc: (id: string) => ({
        get: async () => ({ data: () => undefined, ...((await read(id)) as object) }),
      }),
    }),
  } as unknown as Firestore;
}

const published = {
  data: () => ({
    title: "Harbour",
    description: "Boats.",
    alt: "",
    type: "image",
    published: true,
    media: { url: "/demo/h.jpg", posterUrl: null, sizes: [] },
  }),
};

describe("serveItemPreview", () => {
  beforeEach(() => resetPreviewCache());

  it("serves index.html with the item's preview tags, cacheable by the CDN", async () => {
    const result = await serveItemPreview(
      { origin: "https://folio.example", pathname: "/item/harbour" },
      fakeDb(async () => published),
      async () => INDEX,
    );
    expect(result.status).toBe(200);
    expect(result.body).toContain("<title>Harbour — Folio</title>");
    expect(result.headers["Cache-Control"]).toContain("s-maxage=600");
  });

  it("still serves the app when the item is unreadable or not published", async () => {
    const broken = await serveItemPreview(
      { origin: "https://folio.example", pathname: "/item/harbour" },
      fakeDb(async () => {
        throw new Error("unavailable");
      }),
      async () => INDEX,
    );
    expect(broken).toMatchObject({ status: 200, body: INDEX });
    const missing = await serveItemPreview(
      { origin: "https://folio.example", pathname: "/item/gone" },
      fakeDb(async () => ({})),
      async () => INDEX,
    );
    expect(missing).toMatchObject({ status: 200, body: INDEX });
  });

  it("fetches index.html once per few minutes, and answers 503 when it cannot", async () => {
    const fetchText = vi.fn(async () => INDEX);
    const db = fakeDb(async () => published);
    await serveItemPreview({ origin: "https://folio.example", pathname: "/item/a" }, db, fetchText);
    await serveItemPreview({ origin: "https://folio.example", pathname: "/item/b" }, db, fetchText);
    expect(fetchText).toHaveBeenCalledTimes(1);
    resetPreviewCache();
    const down = await serveItemPreview(
      { origin: "https://folio.example", pathname: "/item/a" },
      db,
      async () => {
        throw new Error("offline");
      },
    );
    expect(down.status).toBe(503);
    expect(down.headers["Retry-After"]).toBe("5");
  });
});
