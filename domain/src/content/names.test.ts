import { describe, expect, it } from "vitest";
import { categoryNameSchema } from "./category-schema";
import { INVISIBLE, nameKey, tidyName } from "./names";
import { tagNameKey, tagNameProblem, uniqueTagNames } from "./tag-names";

describe("names compared as people read them", () => {
  it.each([
    ["full-width letters", "Ｓｕｎｓｅｔ", "sunset"],
    ["upper case", "SUNSET", "sunset"],
    ["zero-width space inside", "Sun\u200Bset", "sunset"],
    ["zero-width joiner and BOM", "\uFEFFSun\u200Dset", "sunset"],
    ["bidi override", "\u202ESunset", "sunset"],
    ["soft hyphen", "Sun\u00ADset", "sunset"],
    ["no-break spaces", "Golden\u00A0\u00A0hour", "golden hour"],
    ["ligature", "ﬁlm", "film"],
    ["sharp s", "STRASSE", "straße"],
    ["final sigma", "ΟΔΟΣ", "οδος"],
    ["decomposed accent", "Cafe\u0301", "café"],
  ])("%s: %j is the same name as %j", (_label, variant, plain) => {
    expect(nameKey(variant)).toBe(nameKey(plain));
    expect(tagNameKey(variant)).toBe(tagNameKey(plain));
  });

  it("keeps different names apart", () => {
    expect(nameKey("Sunset")).not.toBe(nameKey("Sunsets"));
    expect(nameKey("日没")).not.toBe(nameKey("日の出"));
  });

  it("tidies for display with NFKC but keeps case", () => {
    expect(tidyName("  Ｓｕｎｓｅｔ\t ")).toBe("Sunset");
  });

  it("finds controls, format and other invisible characters", () => {
    for (const char of [
      "\u0000",
      "\u0007",
      "\u200B",
      "\u200C",
      "\u200D",
      "\u2060",
      "\u202E",
      "\u2066",
      "\u00AD",
      "\uFEFF",
      "\u3164",
    ])
      expect(INVISIBLE.test(`a${char}b`), JSON.stringify(char)).toBe(true);
    expect(INVISIBLE.test("Golden hour – 日没 é")).toBe(false);
  });

  it("strips invisible characters from tag and category names before they are stored", () => {
    expect(tidyName("Sun\u200Bset")).toBe("Sunset");
    expect(tidyName("\u202ESUN\u00ADSET ")).toBe("SUNSET");
    expect(tagNameProblem("\u200B\u200B")).toBe("Tag name is required");
    expect(categoryNameSchema.parse("Land\u200Bscapes")).toBe("Landscapes");
    expect(categoryNameSchema.parse("  Ｌａｎｄｓｃａｐｅｓ ")).toBe("Landscapes");
  });

  it("drops look-alike duplicates from a tag list, first spelling wins", () => {
    expect(uniqueTagNames(["Sunset", "Ｓｕｎｓｅｔ", "SUN\u200BSET", "Beach"])).toEqual(["Sunset", "Beach"]);
  });
});
