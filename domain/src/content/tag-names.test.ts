import { describe, expect, it } from "vitest";
import {
  mergeTagNames,
  normaliseTagName,
  removeTagNames,
  renameTagName,
  tagKeys,
  tagNameKey,
  tagNameProblem,
  TAG_NAME_CHARACTER,
  uniqueTagNames,
} from "./tag-names";

describe("tag names", () => {
  it("treats full-width, ligature and case-folded look-alikes as one name", () => {
    expect(normaliseTagName("Ｓｕｎｓｅｔ")).toBe("Sunset");
    expect(tagNameKey("ＳＵＮＳＥＴ")).toBe(tagNameKey("sunset"));
    expect(tagNameKey("ﬁlm")).toBe("film");
    expect(tagNameKey("STRASSE")).toBe(tagNameKey("straße"));
    expect(tagNameKey("ΟΔΟΣ")).toBe(tagNameKey("οδος"));
    expect(uniqueTagNames(["Sunset", "ｓｕｎｓｅｔ", "SUNSET"])).toEqual(["Sunset"]);
    expect(tagKeys(["Sunset", "Ｓｕｎｓｅｔ"])).toEqual(["sunset"]);
  });

  it("strips invisible characters, so a zero-width variant is the same name", () => {
    for (const mark of [
      "\u200b",
      "\u200c",
      "\u200d",
      "\u2060",
      "\ufeff",
      "\u00ad",
      "\u202e",
      "\u2066",
      "\u0007",
      "\ue000",
    ]) {
      expect(normaliseTagName(`Sun${mark}set`), JSON.stringify(mark)).toBe("Sunset");
      expect(tagNameKey(`SUN${mark}SET`)).toBe(tagNameKey("sunset"));
    }
    expect(normaliseTagName("Golden\thour\u2028light \u200b now")).toBe("Golden hour light now");
    expect(tagNameProblem("\u200b\u200d")).toBe("Tag name is required");
  });

  it("stores only names made of TAG_NAME_CHARACTER (the rules' check)", () => {
    const pattern = new RegExp(`^${TAG_NAME_CHARACTER}+$`, "u");
    for (const name of ["Sunset", "日没", "a-b c", "Sun\u200bset", "\u202eabc", "Ｓｕｎ\tset"])
      expect(pattern.test(normaliseTagName(name)), name).toBe(true);
    for (const name of ["a/b", "Sun\u200bset", "\u202eabc", "tab\there"])
      expect(pattern.test(name), name).toBe(false);
  });

  it("normalises whitespace and Unicode but keeps case", () => {
    expect(normaliseTagName("  Golden   hour\t")).toBe("Golden hour");
    expect(normaliseTagName("Cafe\u0301")).toBe("Café");
    expect(tagNameKey(" SUNSET ")).toBe("sunset");
    expect(tagNameKey("Cafe\u0301")).toBe(tagNameKey("café"));
  });

  it("refuses names that cannot be a reservation id or are empty", () => {
    expect(tagNameProblem("   ")).toBe("Tag name is required");
    expect(tagNameProblem("a/b")).toBe("Tag name cannot contain /");
    expect(tagNameProblem("__id__")).toBe("Tag name cannot start and end with __");
    expect(tagNameProblem("..")).toBe("Tag name needs a letter or a digit");
    expect(tagNameProblem("x".repeat(51))).toMatch(/at most 50/);
    expect(tagNameProblem("x".repeat(50))).toBeNull();
    expect(tagNameProblem("日没")).toBeNull();
  });

  it("drops duplicates regardless of case, first spelling wins", () => {
    expect(uniqueTagNames(["Sunset", "sunset ", "Beach", "", "SUNSET"])).toEqual(["Sunset", "Beach"]);
    expect(tagKeys(["Sunset", "sunset", "Beach"])).toEqual(["sunset", "beach"]);
  });

  it("merges, removes and renames without duplicates", () => {
    expect(mergeTagNames(["Sunset", "Beach"], ["beach", "Night"])).toEqual(["Sunset", "Beach", "Night"]);
    expect(removeTagNames(["Sunset", "Beach", "Night"], ["SUNSET", "night"])).toEqual(["Beach"]);
    expect(renameTagName(["sunset", "Beach"], "Sunset", "Dusk")).toEqual(["Dusk", "Beach"]);
    expect(renameTagName(["Sunset", "Dusk"], "sunset", "dusk")).toEqual(["dusk"]);
  });
});
