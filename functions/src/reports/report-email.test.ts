import { computeMetrics, emptyDayStats, headlineFigures } from "@folio/domain";
import { describe, expect, it } from "vitest";
import { composeWeeklyReport, type WeekFigures } from "./report-email";
import { reportWeeks } from "./week";

const weeks = reportWeeks(new Date("2026-11-23T08:00:00Z"));
const week = (
  messageWorks: WeekFigures["messageWorks"],
  messageSources: WeekFigures["messageSources"] = [],
): WeekFigures => ({
  metrics: computeMetrics(emptyDayStats(weeks.current.to), weeks.current.from),
  headline: headlineFigures({ inquiries: 0, bookings: 0 }, 0),
  topWorks: [],
  messageWorks,
  messageSources,
  likelySpam: 0,
});
const section = (text: string, title = "Works that brought messages") => {
  const lines = text.split("\n");
  const start = lines.indexOf(title);
  expect(start).toBeGreaterThan(-1);
  return lines.slice(start + 1, lines.indexOf("", start));
};

describe("the weekly report's summary", () => {
  it("reads the messages received and their conversion per visit, the events browsers reported apart", () => {
    const stats = emptyDayStats(weeks.current.to);
    stats.counters.pageViews = 100;
    stats.counters.inquiries = 9;
    stats.counters.bookings = 5;
    const now: WeekFigures = {
      ...week([]),
      metrics: computeMetrics(stats, weeks.current.from),
      headline: headlineFigures({ inquiries: 2, bookings: 1 }, 120),
    };
    const before: WeekFigures = { ...week([]), headline: headlineFigures({ inquiries: 1, bookings: 0 }, 80) };
    const { text } = composeWeeklyReport(weeks, now, before, "https://folio.example");
    expect(text).toMatch(/^Inquiries received\s+2\s+\(week before 1, \+100%\)$/m);
    expect(text).toMatch(/^Booking requests\s+1\s+\(week before 0, new\)$/m);
    expect(text).toMatch(/^Conversion rate\s+2\.5%\s+\(week before 1\.3%, \+100%\)$/m);
    expect(text).toContain("Browsers also reported 9 inquiry events and 5 booking events");
  });
});

describe("the weekly report's works that brought messages", () => {
  it("lists each work's accepted inquiries and bookings, views and conversion", () => {
    const { text } = composeWeeklyReport(
      weeks,
      week([
        { title: "Harbour at dusk", inquiries: 2, bookings: 1, views: 40, conversionRate: 7.5 },
        { title: "Alpine dawn", inquiries: 1, bookings: 0, views: 1200, conversionRate: 0.08 },
        { title: "Portrait", inquiries: 0, bookings: 1, views: 0, conversionRate: null },
      ]),
      week([]),
      "https://folio.example",
    );
    expect(section(text)).toEqual([
      "1. Harbour at dusk: 2 inquiries, 1 booking from 40 views (7.5% conversion)",
      "2. Alpine dawn: 1 inquiry, 0 bookings from 1,200 views (0.1% conversion)",
      "3. Portrait: 0 inquiries, 1 booking from 0 views",
    ]);
  });

  it("says so when no work brought a message", () => {
    const { text } = composeWeeklyReport(weeks, week([]), week([]), "https://folio.example");
    expect(section(text)).toEqual(["No work brought a message."]);
  });
});

describe("the weekly report's sources that brought messages", () => {
  it("lists each source's accepted inquiries and bookings, visits and conversion", () => {
    const { text } = composeWeeklyReport(
      weeks,
      week(
        [],
        [
          { label: "instagram.com", inquiries: 2, bookings: 1, sessions: 8, conversionRate: 37.5 },
          { label: "Other", inquiries: 1, bookings: 0, sessions: 0, conversionRate: null },
        ],
      ),
      week([]),
      "https://folio.example",
    );
    expect(section(text, "Sources that brought messages")).toEqual([
      "1. instagram.com: 2 inquiries, 1 booking from 8 visits (37.5% conversion)",
      "2. Other: 1 inquiry, 0 bookings from 0 visits",
    ]);
  });

  it("says so when no message came from a tracked visit", () => {
    const { text } = composeWeeklyReport(weeks, week([]), week([]), "https://folio.example");
    expect(section(text, "Sources that brought messages")).toEqual(["No message came from a tracked visit."]);
  });
});
