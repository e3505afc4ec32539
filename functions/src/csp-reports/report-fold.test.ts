import { describe, expect, it } from "vitest";
import { foldCspReports, violationKey } from "./report-fold";
import type { ViolationReport } from "./report-parse";

const report = (blocked: string): ViolationReport => ({
  directive: "script-src-elem",
  blocked,
  page: "/item",
  browser: "Chrome (mobile)",
});
const LIMITS = { entriesPerDay: 3, reportsPerDay: 10 };

describe("foldCspReports", () => {
  it("counts the same violation in one entry", () => {
    const first = foldCspReports(null, "2026-11-29", [report("https://a.example")], LIMITS);
    const second = foldCspReports(first, "2026-11-29", [report("https://a.example")], LIMITS);
    expect(second).toEqual({
      day: "2026-11-29",
      total: 2,
      dropped: 0,
      entries: { [violationKey(report("https://a.example"))]: { ...report("https://a.example"), count: 2 } },
    });
  });

  it("keeps at most the day's kinds; new kinds beyond it only count", () => {
    const folded = foldCspReports(
      null,
      "2026-11-29",
      ["a", "b", "c", "d", "e", "a"].map((name) => report(`https://${name}.example`)),
      LIMITS,
    );
    expect(Object.keys(folded!.entries)).toHaveLength(3);
    expect(folded).toMatchObject({ total: 6, dropped: 2 });
  });

  it("stops counting at the day's cap, and then writes nothing", () => {
    const flood = Array.from({ length: 25 }, (_, index) => report(`https://${index}.example`));
    const full = foldCspReports(null, "2026-11-29", flood, LIMITS);
    expect(full).toMatchObject({ total: 10, dropped: 7 });
    expect(foldCspReports(full, "2026-11-29", [report("https://a.example")], LIMITS)).toBeNull();
  });

  it("writes nothing for a request without a report", () => {
    expect(foldCspReports(null, "2026-11-29", [], LIMITS)).toBeNull();
  });
});
