import { describe, expect, it } from "vitest";
import type { GalleryItem } from "../content/types";
import type { SiteSettings } from "./settings";
import { sitePageOf } from "./site-page";

const work = (id: string, published: boolean): GalleryItem => ({
  id,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  category: "all",
  tags: [],
  views: 0,
  likes: 0,
  title: "Harbour",
  description: "",
  type: "image",
  media: {
    url: "https://a.example/h.jpg",
    storagePath: null,
    sizes: [
      { url: "https://a.example/h-960.webp", width: 960, height: 640 },
      { url: "https://a.example/h-480.webp", width: 480, height: 320 },
    ],
    posterUrl: null,
    contentType: "image/jpeg",
  },
  width: 1920,
  height: 1280,
  alt: "A harbour at dawn",
  published,
  featured: false,
  order: 0,
  downloadable: false,
});

const settings = (patch: Partial<SiteSettings>) => ({ siteName: "Ada Lens", ...patch }) as SiteSettings;
const read = async (id: string) => (id === "draft" ? work(id, false) : id === "gone" ? null : work(id, true));

describe("sitePageOf", () => {
  it("shows an uploaded portrait as stored, named after the site", async () => {
    const upload = { url: "https://storage.example/site/a/portrait.webp", width: 1200, height: 1500 };
    const page = await sitePageOf(settings({ portraitItemId: "", portraitUpload: upload }), read);
    expect(page.portrait).toEqual({ ...upload, sizes: [], alt: "Portrait of Ada Lens" });
  });

  it("shows a published work's largest size, and no picture for a draft or a missing work", async () => {
    const page = await sitePageOf(
      settings({ portraitItemId: "harbour", portraitUpload: null, shareImageItemId: "draft" }),
      read,
    );
    expect(page.portrait).toMatchObject({ url: "https://a.example/h-960.webp", alt: "A harbour at dawn" });
    expect(page.portrait?.sizes.map((size) => size.width)).toEqual([480, 960]);
    expect(page.shareImage).toBeNull();
    const missing = await sitePageOf(settings({ portraitItemId: "gone", portraitUpload: null }), read);
    expect(missing.portrait).toBeNull();
    expect(await sitePageOf(null, read)).toEqual({ settings: null, portrait: null, shareImage: null });
  });
});
