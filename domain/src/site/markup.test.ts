import { describe, expect, it } from "vitest";
import { parseMarkup } from "./markup";

describe("parseMarkup", () => {
  it("splits paragraphs on blank lines and keeps single newlines as breaks", () => {
    expect(parseMarkup("One\ntwo\n\n\nThree")).toEqual([
      { children: [{ type: "text", text: "One" }, { type: "break" }, { type: "text", text: "two" }] },
      { children: [{ type: "text", text: "Three" }] },
    ]);
    expect(parseMarkup("  \n\n ")).toEqual([]);
  });

  it("reads emphasis, strong text and links", () => {
    expect(parseMarkup("I shoot *film* and **weddings**, see [my *blog*](https://a.example/b?c=1).")).toEqual(
      [
        {
          children: [
            { type: "text", text: "I shoot " },
            { type: "em", children: [{ type: "text", text: "film" }] },
            { type: "text", text: " and " },
            { type: "strong", children: [{ type: "text", text: "weddings" }] },
            { type: "text", text: ", see " },
            {
              type: "link",
              href: "https://a.example/b?c=1",
              children: [
                { type: "text", text: "my " },
                { type: "em", children: [{ type: "text", text: "blog" }] },
              ],
            },
            { type: "text", text: "." },
          ],
        },
      ],
    );
  });

  it("leaves links to anything but https: and http: as the text typed", () => {
    for (const text of [
      "[x](javascript:alert(1))",
      "[x](JavaScript:alert(1))",
      "[x](data:text/html;base64,PHNjcmlwdD4=)",
      "[x](//evil.example)",
      "[x](vbscript:msgbox)",
    ]) {
      const [paragraph] = parseMarkup(text);
      expect(
        paragraph?.children.some((node) => node.type === "link"),
        text,
      ).toBe(false);
      expect(paragraph?.children.map((node) => (node.type === "text" ? node.text : "")).join("")).toBe(text);
    }
  });

  it("keeps HTML as plain text", () => {
    expect(parseMarkup('<script>alert("x")</script><img src=x onerror=alert(1)>')).toEqual([
      { children: [{ type: "text", text: '<script>alert("x")</script><img src=x onerror=alert(1)>' }] },
    ]);
  });

  it("leaves unmatched markers as text and never nests links", () => {
    expect(parseMarkup("2 * 3 = 6, ** alone")).toEqual([
      { children: [{ type: "text", text: "2 * 3 = 6, ** alone" }] },
    ]);
    const [paragraph] = parseMarkup("[a [b](https://b.example)](https://a.example)");
    expect(paragraph?.children.filter((node) => node.type === "link")).toHaveLength(1);
  });

  it("parses the longest text the settings allow quickly", () => {
    const started = Date.now();
    parseMarkup("*[**".repeat(1250));
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
