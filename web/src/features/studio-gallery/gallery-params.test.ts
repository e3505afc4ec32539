import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS } from "./gallery-filters";
import { filtersFromParams, filtersToParams } from "./gallery-params";

describe("gallery filters in the address", () => {
  it("round-trips every filter and leaves defaults out", () => {
    const filters = {
      search: "sea",
      category: "city",
      tag: "Blue hour",
      type: "video",
      status: "draft",
      sort: "manual",
    } as const;
    const params = filtersToParams(filters);
    expect(params.toString()).toBe("q=sea&category=city&tag=Blue+hour&type=video&status=draft&sort=manual");
    expect(filtersFromParams(params)).toEqual(filters);
    expect(filtersToParams(DEFAULT_FILTERS).toString()).toBe("");
  });

  it("ignores values it does not know", () => {
    expect(filtersFromParams(new URLSearchParams("type=audio&status=x&sort=random"))).toEqual(
      DEFAULT_FILTERS,
    );
  });
});
