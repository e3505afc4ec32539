import { describe, expect, it } from "vitest";
import { displayedLikes, LIKED_KEY, markLiked } from "./liked-items";

describe("liked items", () => {
  it("lets a visitor like an item once, and remembers it in localStorage", () => {
    expect(markLiked("harbour", 4)).toBe(true);
    expect(markLiked("harbour", 5)).toBe(false);
    expect(JSON.parse(localStorage.getItem(LIKED_KEY) ?? "{}")).toEqual({ harbour: 4 });
  });

  it("shows one more like until the server count catches up, then the server's", () => {
    expect(displayedLikes(4, undefined)).toBe(4);
    expect(displayedLikes(4, 4)).toBe(5);
    expect(displayedLikes(5, 4)).toBe(5);
    expect(displayedLikes(9, 4)).toBe(9);
  });

  it("survives a corrupted store", () => {
    localStorage.setItem(LIKED_KEY, "{not json");
    expect(markLiked("dunes", 0)).toBe(true);
  });
});
