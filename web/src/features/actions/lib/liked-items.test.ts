import { describe, expect, it } from "vitest";
import { displayedLikes, forgetLiked, LIKED_KEY, markLiked } from "./liked-items";

describe("liked items", () => {
  it("lets a visitor like an item once, and remembers it in localStorage", () => {
    expect(markLiked("harbour", 4)).toBe(true);
    expect(markLiked("harbour", 5)).toBe(false);
    expect(JSON.parse(localStorage.getItem(LIKED_KEY) ?? "{}")).toEqual({ harbour: 4 });
  });

  it("forgets an unliked item, so it can be liked again", () => {
    localStorage.setItem(LIKED_KEY, JSON.stringify({ harbour: 4, dunes: 1 }));
    forgetLiked("harbour");
    expect(JSON.parse(localStorage.getItem(LIKED_KEY) ?? "{}")).toEqual({ dunes: 1 });
    expect(markLiked("harbour", 3)).toBe(true);
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
