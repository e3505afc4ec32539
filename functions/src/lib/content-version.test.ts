import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { contentStateOf, galleryWriteParts, galleryWriteShows, tagWriteParts } from "./content-version";

const item = {
  title: "Harbour",
  tags: ["sea"],
  media: { url: "https://x/y.jpg", sizes: [{ url: "https://x/y-480.jpg", width: 480, height: 320 }] },
  updatedAt: Timestamp.fromMillis(1_000),
  views: 3,
  likes: 1,
};

describe("galleryWriteShows", () => {
  it("ignores the analytics' views and likes, which change many times a minute", () => {
    expect(galleryWriteShows(item, { ...item, views: 4 })).toBe(false);
    expect(galleryWriteShows(item, { ...item, likes: 0, views: 9 })).toBe(false);
  });

  it("sees every other change, a new item and a deleted one", () => {
    expect(galleryWriteShows(item, { ...item, title: "Harbour II" })).toBe(true);
    expect(galleryWriteShows(item, { ...item, tags: ["sea", "dawn"] })).toBe(true);
    expect(galleryWriteShows(item, { ...item, media: { ...item.media, sizes: [] } })).toBe(true);
    expect(galleryWriteShows(item, { ...item, updatedAt: Timestamp.fromMillis(2_000) })).toBe(true);
    expect(galleryWriteShows(undefined, item)).toBe(true);
    expect(galleryWriteShows(item, undefined)).toBe(true);
    expect(galleryWriteShows(item, { ...item })).toBe(false);
  });
});

describe("galleryWriteParts", () => {
  const published = { ...item, published: true, category: "landscape", tags: ["sea", "dawn"] };

  it("names the gallery, the category and the tags the work was or is in", () => {
    expect(galleryWriteParts(published, { ...published, title: "Harbour II" }).sort()).toEqual(
      ["all", "c:landscape", "t:dawn", "t:sea"].sort(),
    );
    expect(galleryWriteParts(published, { ...published, category: "city", tags: ["sea", "fog"] }).sort()).toEqual(
      ["all", "c:city", "c:landscape", "t:dawn", "t:fog", "t:sea"].sort(),
    );
    expect(galleryWriteParts(undefined, published)).toContain("t:sea");
    expect(galleryWriteParts(published, undefined)).toContain("c:landscape");
  });

  it("names nothing for a draft, and the parts a work leaves when it is unpublished", () => {
    const draft = { ...published, published: false };
    expect(galleryWriteParts(draft, { ...draft, title: "Draft II" })).toEqual([]);
    expect(galleryWriteParts(published, draft).sort()).toEqual(["all", "c:landscape", "t:dawn", "t:sea"].sort());
  });

  it("reads fields of the wrong type as naming nothing", () => {
    expect(galleryWriteParts(undefined, { published: true, category: 7, tags: "sea" })).toEqual(["all"]);
    expect(galleryWriteParts(undefined, { published: true, tags: ["", 3, "sea"] })).toEqual(["all", "t:sea"]);
  });
});

describe("contentStateOf", () => {
  it("stamps parts by their counters and the document's creation, unknown parts as zero", () => {
    const state = contentStateOf("v9", "c1", { all: 4, "t:sea": 2 });
    expect(state.stamp(["t:sea"])).toBe("c1:2");
    expect(state.stamp(["c:city"])).toBe("c1:0");
    expect(contentStateOf("v9", "c2", { "t:sea": 2 }).stamp(["t:sea"])).not.toBe(state.stamp(["t:sea"]));
  });
});

describe("tagWriteParts", () => {
  it("names the lists and the tag's pages under its names before and after", () => {
    expect(tagWriteParts({ name: "Fog" }, { name: "Mist" })).toEqual(["lists", "t:Fog", "t:Mist"]);
    expect(tagWriteParts(undefined, { name: "Fog", usageCount: 3 })).toEqual(["lists", "t:Fog"]);
    expect(tagWriteParts({ name: "Fog" }, { name: "Fog", usageCount: 2 })).toEqual(["lists", "t:Fog"]);
    expect(tagWriteParts({ name: 4 }, undefined)).toEqual(["lists"]);
  });
});
