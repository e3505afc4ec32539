import { describe, expect, it } from "vitest";
import {
  mergeTagNames,
  normaliseTagName,
  removeTagNames,
  renameTagName,
  tagKeys,
  tagNameKey,
  tagNameProblem,
  uniqueTagNames,
} from "./tag-names";

describe("tag names", () => {
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
