import { describe, expect, it } from "vitest";
import { flattenPages, toCursorPage } from "./cursor-pages";

interface Doc {
  id: string;
  ready: boolean;
}
const docs = (count: number, notReady: readonly number[] = []): Doc[] =>
  Array.from({ length: count }, (_, index) => ({ id: `w${index}`, ready: !notReady.includes(index) }));
const toItem = (doc: Doc) => (doc.ready ? doc.id : null);

describe("toCursorPage", () => {
  it("a full page continues after its last document; a short one is the end", () => {
    const full = docs(3);
    expect(toCursorPage(full, 3, toItem)).toEqual({ items: ["w0", "w1", "w2"], next: full[2] });
    expect(toCursorPage(docs(2), 3, toItem)).toEqual({ items: ["w0", "w1"], next: null });
    expect(toCursorPage([], 3, toItem)).toEqual({ items: [], next: null });
  });

  it("skips works still being prepared, yet continues after the last document read", () => {
    const page = docs(3, [2]);
    expect(toCursorPage(page, 3, toItem)).toEqual({ items: ["w0", "w1"], next: page[2] });
    // A page of nothing ready still continues: later works may be ready.
    const none = docs(3, [0, 1, 2]);
    expect(toCursorPage(none, 3, toItem)).toEqual({ items: [], next: none[2] });
  });
});

describe("flattenPages", () => {
  it("joins the pages in order, and nothing before the first", () => {
    expect(flattenPages([{ items: ["a", "b"], next: 1 }, { items: ["c"], next: null }])).toEqual(["a", "b", "c"]);
    expect(flattenPages(undefined)).toEqual([]);
  });
});
