import { countryOfTimeZone, parseDateKey } from "@folio/domain";
import { describe, expect, it } from "vitest";
import { DEMO_OWNER_WEBSITE, syntheticVisits } from "./analytics-visits";

const items = [
  { id: "a", title: "A", type: "image" as const, category: "portraits" },
  { id: "b", title: "B", type: "video" as const, category: "landscapes" },
  { id: "c", title: "C", type: "image" as const, category: "landscapes" },
];

describe("synthetic visits", () => {
  const now = new Date("2026-03-15T15:00:00Z");
  const days = syntheticVisits(items, now, 35);
  const visits = days.flatMap((day) => day.visits);
  const events = visits.flatMap((visit) => visit.events);

  it("cover 35 UTC days up to now, deterministically", () => {
    expect(days).toHaveLength(35);
    expect(days[34]!.date).toBe("2026-03-15");
    expect(events.every((event) => event.at <= now.getTime())).toBe(true);
    expect(visits.every((visit) => visit.start + visit.duration * 1000 <= now.getTime())).toBe(true);
    expect(syntheticVisits(items, now, 35)).toEqual(days);
  });

  it("have a weekly rhythm: weekends busier than Mondays", () => {
    const perWeekday = Array.from({ length: 7 }, () => 0);
    for (const day of days.slice(0, 28)) perWeekday[parseDateKey(day.date).getUTCDay()]! += day.visits.length;
    expect(perWeekday[6]!).toBeGreaterThan(perWeekday[1]!);
    expect(perWeekday[0]!).toBeGreaterThan(perWeekday[1]!);
  });

  it("vary devices and sources, and include bounces and every event type", () => {
    expect(new Set(visits.map((visit) => visit.device))).toEqual(new Set(["mobile", "desktop", "tablet"]));
    expect(new Set(visits.map((visit) => visit.referrer)).size).toBeGreaterThanOrEqual(6);
    expect(visits.some((visit) => visit.referrer === "")).toBe(true);
    expect(visits.some((visit) => visit.referrer === "newsletter")).toBe(true);
    const bounceRate = visits.filter((visit) => visit.bounced).length / visits.length;
    expect(bounceRate).toBeGreaterThan(0.25);
    expect(bounceRate).toBeLessThan(0.55);
    expect(new Set(events.map((event) => event.type))).toEqual(
      new Set([
        "page_view",
        "gallery_view",
        "image_view",
        "video_view",
        "download",
        "like",
        "share",
        "inquiry",
        "booking",
      ]),
    );
    expect(visits.every((visit) => visit.duration > 0)).toBe(true);
  });

  it("carry campaigns, countries, entry pages and outbound clicks for the dashboard's panels", () => {
    const campaigns = new Set(visits.map((visit) => visit.utm.campaign).filter(Boolean));
    expect(campaigns).toEqual(
      new Set([
        "autumn-portraits",
        "newsletter-october",
        "newsletter-november",
        "wedding-season",
        "moodboards",
      ]),
    );
    const autumn = visits.find((visit) => visit.utm.campaign === "autumn-portraits")!;
    expect(autumn).toMatchObject({ referrer: "instagram", utm: { source: "instagram", medium: "social" } });
    expect(visits.some((visit) => visit.utm.term === "wedding photographer")).toBe(true);
    // Most visits come without a campaign.
    expect(visits.filter((visit) => visit.utm.campaign).length).toBeLessThan(visits.length / 2);
    expect(new Set(visits.map((visit) => countryOfTimeZone(visit.timeZone))).size).toBeGreaterThanOrEqual(8);
    expect(visits.some((visit) => countryOfTimeZone(visit.timeZone) === "Unknown")).toBe(true);
    // Entry pages are the site's real routes, and each visit's first page view is its entry page.
    const routes = /^\/($|about$|c\/[a-z]+$|item\/[a-z]+$)/;
    expect(visits.every((visit) => routes.test(visit.entryPage))).toBe(true);
    expect(new Set(visits.map((visit) => visit.entryPage.split("/")[1]))).toEqual(
      new Set(["", "item", "about", "c"]),
    );
    for (const visit of visits.filter((entry) => entry.events.length > 0))
      expect(visit.events[0]!.path).toBe(visit.entryPage);
    const outbound = visits.flatMap((visit) => visit.outbound);
    expect(new Set(outbound)).toEqual(new Set(["instagram.com", "Email", DEMO_OWNER_WEBSITE]));
    expect(visits.filter((visit) => visit.bounced).every((visit) => visit.outbound.length === 0)).toBe(true);
  });

  it("keep a bounced visit to one page view and no interaction", () => {
    for (const visit of visits.filter((entry) => entry.bounced)) {
      expect(visit.events.filter((event) => !["page_view", "gallery_view"].includes(event.type))).toEqual([]);
      expect(visit.events.filter((event) => event.type === "page_view")).toHaveLength(1);
    }
  });
});
