import { describe, expect, it } from "vitest";
import { composeSpikeAlert, sameWeekdays, SPIKE_MIN_VISITORS, spikeThreshold } from "./spike-plan";

describe("spikeThreshold", () => {
  it("is three times the same weekday's four-week average, rounded up", () => {
    expect(spikeThreshold([10, 20, 30, 40], null)).toBe(75);
    expect(spikeThreshold([7, 7, 7, 8], null)).toBe(22);
  });

  it("counts a week with no figures as 0, and never falls below the floor", () => {
    expect(spikeThreshold([40, 0, 0, 0], null)).toBe(30);
    expect(spikeThreshold([], null)).toBe(SPIKE_MIN_VISITORS);
    expect(spikeThreshold([1, 2, 1, 0], null)).toBe(SPIKE_MIN_VISITORS);
  });

  it("is the owner's number when set, floor or not", () => {
    expect(spikeThreshold([100, 100, 100, 100], 5)).toBe(5);
  });
});

describe("sameWeekdays", () => {
  it("gives the same weekday of the four weeks before, newest first", () => {
    expect(sameWeekdays("2026-11-27")).toEqual(["2026-11-20", "2026-11-13", "2026-11-06", "2026-10-30"]);
  });
});

describe("composeSpikeAlert", () => {
  const base = { date: "2026-11-27", visitors: 1234, threshold: 90, usual: 30 };

  it("names the work and the source in the subject, and links to today's dashboard", () => {
    const { subject, text } = composeSpikeAlert(
      {
        ...base,
        work: { id: "alpine", title: "Alpine Dawn", views: 800 },
        source: { label: "reddit.com", sessions: 640 },
      },
      "https://folio.example",
    );
    expect(subject).toBe("Folio: visitors are up today (Alpine Dawn, from reddit.com)");
    expect(text).toContain("1,234 visitors so far today (2026-11-27, UTC)");
    expect(text).toContain("Most viewed today: Alpine Dawn (800 views)");
    expect(text).toContain("Top source today: reddit.com (640 visits so far)");
    expect(text).toContain("https://folio.example/studio?period=today");
  });

  it("says so when no work was opened and no visit has settled yet", () => {
    const { subject, text } = composeSpikeAlert(
      { ...base, work: null, source: null },
      "https://folio.example",
    );
    expect(subject).toBe("Folio: visitors are up today");
    expect(text).toContain("No work was opened yet today.");
    expect(text).toContain("no source is known");
  });
});
