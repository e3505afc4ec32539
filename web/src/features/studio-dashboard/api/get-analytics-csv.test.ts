import { emptyDayStats } from "@folio/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { firestoreError, snapshotOf, type StubDoc } from "@/testing/firestore-stub";
import { csvRow, CSV_COLUMNS, dimensionCell, getAnalyticsCsv } from "./get-analytics-csv";

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

/** The cells of CSV text as a spreadsheet reads them (RFC 4180: quoted cells may hold `,`, `"` and newlines). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cellText = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (quoted && character === '"' && text[index + 1] === '"') {
      cellText += '"';
      index += 1;
    } else if (character === '"') {
      quoted = !quoted;
    } else if (!quoted && (character === "," || character === "\n")) {
      row.push(cellText);
      cellText = "";
      if (character === "\n") {
        rows.push(row);
        row = [];
      }
    } else {
      cellText += character;
    }
  }
  if (cellText || row.length > 0) rows.push([...row, cellText]);
  return rows;
}

/** A dimension cell read back: its pairs, labels decoded. */
const pairsOf = (text: string) =>
  text.split("; ").map((pair) => {
    const [label = "", sessions = ""] = pair.split("=");
    return [decodeURIComponent(label), Number(sessions)];
  });
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

  it("keep the columns sheets already read by position, new ones after them", () => {
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
      "mediums",
      "campaigns",
      "terms",
      "contents",
      "countries",
      "entryPages",
      "outbound",
      "inquiriesReceived",
      "bookingRequests",
      "messageConversionRate",
    ]);
  });

  it("hold each dimension's labels as label=sessions pairs, most first, in the header's order", () => {
    const day = emptyDayStats("2026-03-01");
    day.dimensions.campaigns = { spring: 2, autumn: 12, Other: 3, gone: 0 };
    day.dimensions.countries = { FR: 4, Unknown: 1 };
    day.dimensions.entryPages = { "/": 5, "/item/alpine-dawn": 2 };
    day.dimensions.outbound = { Email: 1, "instagram.com": 1 };
    const [header, row] = parseCsv(`${CSV_COLUMNS.join(",")}\n${csvRow(day, none)}\n`);
    const cells = Object.fromEntries(header!.map((column, index) => [column, row![index]]));
    expect(cells).toMatchObject({
      mediums: "",
      campaigns: "autumn=12; Other=3; spring=2",
      terms: "",
      contents: "",
      countries: "FR=4; Unknown=1",
      entryPages: "/=5; /item/alpine-dawn=2",
      outbound: "Email=1; instagram.com=1",
    });
  });

  it("keep hostile labels in their one cell, readable back, with formulas neutralised", () => {
    const hostile = {
      'say "hi", then\nleave': 9,
      "a=b; c=d": 8,
      "100%": 7,
      "=cmd|' /C calc'!A0": 6,
    };
    const day = emptyDayStats("2026-03-01");
    day.dimensions.campaigns = hostile;
    for (const [label, first] of [
      ["=cmd", "%3Dcmd=1"],
      ["+cmd", "'+cmd=1"],
      ["-cmd", "'-cmd=1"],
      ["@cmd", "'@cmd=1"],
      ["\tcmd", "'\tcmd=1"],
    ] as const) {
      const formula = emptyDayStats("2026-03-01");
      formula.dimensions.terms = { [label]: 1 };
      expect(parseCsv(csvRow(formula, none))[0]![CSV_COLUMNS.indexOf("terms")]).toBe(first);
    }
    const [row] = parseCsv(csvRow(day, none));
    expect(row).toHaveLength(CSV_COLUMNS.length);
    const campaigns = row![CSV_COLUMNS.indexOf("campaigns")]!;
    expect(campaigns).not.toMatch(/^[=+\-@]/);
    expect(pairsOf(campaigns)).toEqual(Object.entries(hostile));
    expect(dimensionCell({ "a;b": 1 })).toBe("a%3Bb=1");
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
      // The headline: the messages received, per visit; the spec's rate above is per page view.
      inquiriesReceived: "1",
      bookingRequests: "2",
      messageConversionRate: "150",
    });
    expect(rowOf(csvRow(day, none))).toMatchObject({
      acceptedInquiries: "0",
      acceptedBookings: "0",
      inquiriesReceived: "0",
      bookingRequests: "0",
      messageConversionRate: "0",
    });
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
