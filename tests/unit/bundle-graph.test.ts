import { describe, expect, it } from "vitest";
import { readChunkImports, readHtmlEntries, staticClosure } from "../../bench/lib/bundle-graph";

describe("bundle graph", () => {
  it("reads the module script, modulepreloads and stylesheets of index.html", () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-a1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-c3.css">
      <link rel="icon" href="/favicon.svg">
      <script>inline()</script>
    </head>`;
    expect(readHtmlEntries(html)).toEqual({
      scripts: ["assets/index-a1.js"],
      preloads: ["assets/vendor-b2.js"],
      styles: ["assets/index-c3.css"],
    });
  });

  it("tells static imports (first load) from dynamic ones (later)", () => {
    const code = `import{a as b}from"./vendor-b2.js";import"./side-d4.js";export{c}from"./re-e5.js";const x=()=>import("./lazy-f6.js");`;
    expect(readChunkImports(code)).toEqual({
      static: ["./vendor-b2.js", "./side-d4.js", "./re-e5.js"],
      dynamic: ["./lazy-f6.js"],
    });
  });

  it("follows static imports transitively, once each, and never into lazy chunks", () => {
    const files: Record<string, string> = {
      "assets/index.js": `import{a}from"./a.js";import("./lazy.js")`,
      "assets/a.js": `import{b}from"./b.js";import{a2}from"./index.js"`,
      "assets/b.js": `export const b=1`,
      "assets/lazy.js": `import{z}from"./z.js"`,
    };
    expect(staticClosure(["assets/index.js"], (file) => files[file]!).sort()).toEqual([
      "assets/a.js",
      "assets/b.js",
      "assets/index.js",
    ]);
  });
});
