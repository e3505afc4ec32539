import { describe, expect, it, vi } from "vitest";
import { firestoreError } from "@/testing/firestore-stub";
import { getDeviceStats } from "./get-device-stats";
import { getEventsByType } from "./get-events-by-type";
import { getMetrics } from "./get-metrics";
import { getPopularContent } from "./get-popular-content";
import { getTopContent } from "./get-top-content";
import { getTrafficSources } from "./get-traffic-sources";
import { getViewsPerDay } from "./get-views-per-day";
import { fetchDayStats } from "./load-day-stats";

vi.mock("@/lib/firebase/firestore", () => ({ db: () => ({}) }));
vi.mock("firebase/firestore", () => ({
  collection: () => ({}),
  doc: () => ({}),
  documentId: () => "__name__",
  query: () => ({}),
  where: () => ({}),
  getDocs: () => Promise.reject(firestoreError("unavailable")),
  getDoc: () => Promise.reject(firestoreError("unavailable")),
}));

const range = { from: "2026-03-01", to: "2026-03-07" };

describe("dashboard reads under a failed read", () => {
  it("the shared day-stats fetcher rejects, so the dashboard can show the failure", async () => {
    await expect(fetchDayStats(range)).rejects.toMatchObject({ code: "unavailable" });
  });

  it("the spec-level functions return empty lists and null metrics (section 8)", async () => {
    expect(
      await Promise.all([
        getMetrics(range),
        getViewsPerDay(range),
        getDeviceStats(range),
        getEventsByType(range),
        getTrafficSources(range),
        getTopContent(range),
        getPopularContent(),
      ]),
    ).toEqual([null, [], [], [], [], [], []]);
  });
});
