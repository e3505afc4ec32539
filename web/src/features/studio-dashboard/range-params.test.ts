import { describe, expect, it } from "vitest";
import { choiceFromParams, choiceToParams } from "./range-params";

const now = Date.UTC(2026, 3, 1, 10);

describe("dashboard period in the address", () => {
  it("defaults to the last 30 days", () => {
    expect(choiceFromParams(new URLSearchParams(), now)).toEqual({
      preset: "30d",
      range: { from: "2026-03-03", to: "2026-04-01" },
    });
  });

  it("reads presets and custom days, and writes them back", () => {
    expect(choiceFromParams(new URLSearchParams("period=7d"), now).range).toEqual({
      from: "2026-03-26",
      to: "2026-04-01",
    });
    const custom = choiceFromParams(new URLSearchParams("from=2026-02-01&to=2026-02-10"), now);
    expect(custom).toEqual({ preset: "custom", range: { from: "2026-02-01", to: "2026-02-10" } });
    expect(choiceToParams(custom).toString()).toBe("from=2026-02-01&to=2026-02-10");
    expect(choiceToParams({ preset: "today", range: custom.range }).toString()).toBe("period=today");
  });

  it("falls back to the default for a future, reversed or malformed period", () => {
    for (const query of [
      "from=2026-04-02&to=2026-04-05",
      "from=2026-03-10&to=2026-03-01",
      "from=2026-13-01&to=2026-13-02",
      "period=1y",
    ])
      expect(choiceFromParams(new URLSearchParams(query), now).preset).toBe("30d");
  });
});
