import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { galleryWriteShows } from "./content-version";

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
