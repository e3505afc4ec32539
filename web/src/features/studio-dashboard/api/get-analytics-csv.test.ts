import { emptyDayStats } from "@folio/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { firestoreError, snapshotOf, type StubDoc } from "@/testing/firestore-stub";
import { csvRow, CSV_COLUMNS, getAnalyticsCsv } from "./get-analytics-csv";

/** The documents of each collection the export reads, or a refused read. */
const store = vi.hoisted(() => ({ docs: {} as Record<string, StubDoc[]>, refuse: null as string | null }));
vi.mock("@/lib/firebase/firestore", () => ({ db: () => ({}) }));
vi.mock("firebase/firestore", () => ({
  collection: (_db: unknown, name: string) => ({ name }),
  doc: (_db: unknown, name: string, id: string) => ({ name, id }),
  documentId: () => "__name__",
  query: (ref: unknown) => ref,
  where: () => ({}),
  getDocs: (ref: { name: string }) =>
    ref.name === store.refuse
      ? Promise.reject(firestoreError("permission-denied"))
      : Promise.resolve(snapshotOf(store.docs[ref.name] ?? [])),
  getDoc: (ref: { name: string; id: string }) => {
    const found = (store.docs[ref.name] ?? []).find((doc) => doc.id === ref.id);
    return Promise.resolve({ id: ref.id, exists: () => found !== undefined, data: () => found?.data });
  },
}));

const none = { inquiries: 0, bookings: 0 };
const rowOf = (line: string) => {
  const cells = line.split(",");
  expect(cells).toHaveLength(CSV_COLUMNS.length);
  return Object.fromEntries(CSV_COLUMNS.map((column, index) => [column, cells[index]]));
};

describe("CSV export rows", () => {
  afterEach(() => {
    store.docs = {};
    store.refuse = null;
  });

  it("keep the columns sheets already read by position, the accepted messages after them", () => {
    expect(CSV_COLUMNS).toEqual([
      "date",
      "pageViews",
      "contentViews",
      "totalViews",
      "uniqueVisitors",
      "sessions",
      "bounceRate",
      "sessionDuration",
      "downloads",
      "likes",
      "shares",
      "inquiries",
      "bookings",
      "conversionRate",
      "mobile",
      "desktop",
      "tablet",
      "topSource",
      "acceptedInquiries",
      "acceptedBookings",
    ]);
  });

  it("hold one day's figures in the header's order, with formulas neutralised", () => {
    const day = emptyDayStats("2026-03-01");
    day.counters.pageViews = 4;
    day.counters.inquiries = 1;
    day.sessions = 2;
    day.bounces = 1;
    day.sources = { "=HYPERLINK(evil)": 2 };
    expect(rowOf(csvRow(day, { inquiries: 1, bookings: 2 }))).toMatchObject({
      date: "2026-03-01",
      pageViews: "4",
      bounceRate: "50",
      conversionRate: "25",
      topSource: "'=HYPERLINK(evil)",
      acceptedInquiries: "1",
      acceptedBookings: "2",
    });
    expect(rowOf(csvRow(day, none))).toMatchObject({ acceptedInquiries: "0", acceptedBookings: "0" });
  });

  it("put each day's accepted messages beside the day's counters, zeros for a day without any", async () => {
    store.docs = {
      analytics_counters: [{ id: "2026-03-02", data: { pageViews: 10, inquiries: 5, bookings: 1 } }],
      message_counts: [{ id: "2026-03-02", data: { inquiries: 2, bookings: 1, items: {} } }],
    };
    const [header, ...lines] = (await getAnalyticsCsv({ from: "2026-03-01", to: "2026-03-03" }))
      .trimEnd()
      .split("\n");
    expect(header).toBe(CSV_COLUMNS.join(","));
    expect(
      lines
        .map(rowOf)
        .map(({ date, inquiries, bookings, acceptedInquiries, acceptedBookings }) => [
          date,
          inquiries,
          bookings,
          acceptedInquiries,
          acceptedBookings,
        ]),
    ).toEqual([
      ["2026-03-01", "0", "0", "0", "0"],
      ["2026-03-02", "5", "1", "2", "1"],
      ["2026-03-03", "0", "0", "0", "0"],
    ]);
  });

  it("fails when the message counts cannot be read, rather than export zeros", async () => {
    store.refuse = "message_counts";
    await expect(getAnalyticsCsv({ from: "2026-03-01", to: "2026-03-03" })).rejects.toMatchObject({
      code: "permission-denied",
    });
  });
});
