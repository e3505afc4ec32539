import { describe, expect, it } from "vitest";
import { categoryNameProblem, categoryNameSchema } from "./category-schema";
import { nameKey, tidyName } from "./names";

describe("names", () => {
  it("tidies with NFKC and collapses whitespace, keeping case", () => {
    expect(tidyName("  Ｂｌａｃｋ　＆　Ｗｈｉｔｅ\n")).toBe("Black & White");
    expect(tidyName("Cafe\u0301")).toBe("Café");
  });

  it("compares look-alikes as one name", () => {
    expect(nameKey("Ｗｅｄｄｉｎｇｓ")).toBe(nameKey("weddings"));
    expect(nameKey("Straße")).toBe(nameKey("STRASSE"));
    expect(nameKey("Portraits")).not.toBe(nameKey("Portrait"));
  });

  it("strips format, control, private-use and separator characters", () => {
    expect(tidyName("Wed\u200bdings\u00ad\u202e\u0000\ue000")).toBe("Weddings");
    expect(tidyName("Black & White ❤️")).toBe("Black & White ❤️");
  });
});

describe("category names", () => {
  it("stores the tidy form, without invisible characters", () => {
    expect(categoryNameSchema.parse(" Ｗｅｄｄｉｎｇｓ ")).toBe("Weddings");
    expect(categoryNameSchema.parse("Wed\u200bdings")).toBe("Weddings");
    expect(categoryNameProblem("\u200b")).toBe("Category name is required");
    expect(categoryNameProblem("   ")).toBe("Category name is required");
    expect(categoryNameProblem("x".repeat(61))).toBe("Category name must be at most 60 characters");
    expect(categoryNameProblem("Weddings")).toBeNull();
  });
});
