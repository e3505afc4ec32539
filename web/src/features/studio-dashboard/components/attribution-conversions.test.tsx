import { afterEach, describe, expect, it, vi } from "vitest";
import { snapshotOf, type StubDoc } from "@/testing/firestore-stub";
import { render, screen, within } from "@/testing/render";
import { AttributionConversions } from "./attribution-conversions";

/** The documents of each collection the panel reads. */
const store = vi.hoisted(() => ({ docs: {} as Record<string, StubDoc[]> }));
vi.mock("@/lib/firebase/firestore", () => ({ db: () => ({}) }));
vi.mock("firebase/firestore", () => ({
  collection: (_db: unknown, name: string) => ({ name }),
  documentId: () => "__name__",
  query: (ref: unknown) => ref,
  where: () => ({}),
  getDocs: (ref: { name: string }) => Promise.resolve(snapshotOf(store.docs[ref.name] ?? [])),
}));

const range = { from: "2026-03-01", to: "2026-03-07" };

/** Two days of sessions per source and campaign, and the messages counted under them. */
function seed() {
  store.docs = {
    analytics_counters: [
      {
        id: "2026-03-02",
        data: {
          date: "2026-03-02",
          sessions: 140,
          sources: { "s:instagram.com": 40, "s:Direct": 100 },
          campaigns: { "s:spring": 20 },
        },
      },
      {
        id: "2026-03-03",
        data: {
          date: "2026-03-03",
          sessions: 310,
          sources: { "s:instagram.com": 10, "s:google.com": 300 },
          campaigns: { "s:spring": 5, "s:autumn": 50 },
        },
      },
    ],
    message_counts: [
      {
        id: "2026-03-02",
        data: {
          date: "2026-03-02",
          inquiries: 6,
          bookings: 2,
          sources: { "s:instagram.com": { inquiries: 2, bookings: 1 }, "s:Direct": { inquiries: 1 } },
          campaigns: { "s:spring": { inquiries: 2, bookings: 1 } },
        },
      },
      {
        id: "2026-03-03",
        data: {
          date: "2026-03-03",
          inquiries: 1,
          sources: { "s:instagram.com": { inquiries: 1 } },
          campaigns: { "s:spring": { inquiries: 1 } },
        },
      },
    ],
  };
}

/** The cells of a row group's rows (0: head, 1: body, 2: foot), the row header first. */
const rowsOf = (table: HTMLElement, group = 1) =>
  within(within(table).getAllByRole("rowgroup")[group]!)
    .getAllByRole("row")
    .map((row) =>
      [...within(row).queryAllByRole("rowheader"), ...within(row).queryAllByRole("cell")].map(
        (cell) => cell.textContent,
      ),
    );
const footOf = (table: HTMLElement) => rowsOf(table, 2);

describe("Sources and campaigns that bring inquiries", () => {
  afterEach(() => {
    store.docs = {};
  });

  it("shows sources with their sessions, messages and conversion, the untracked messages last, and campaigns on request", async () => {
    seed();
    const { user } = render(<AttributionConversions range={range} />);
    const sources = await screen.findByRole("table", { name: /by source/ });
    // instagram.com: 50 sessions, 3 inquiries and 1 booking: 4 / 50 = 8%. Not tracked: 7 − 4 and 2 − 1.
    expect(rowsOf(sources)).toEqual([
      ["instagram.com", "50", "3", "1", "8.0%"],
      ["Direct", "100", "1", "0", "1.0%"],
      ["google.com", "300", "0", "0", "0.0%"],
      ["Not tracked", "—", "3", "1", "—"],
    ]);
    // The rows add up to the period's totals, the key figures': 9 messages of 450 visits.
    expect(footOf(sources)).toEqual([["All messages received", "450", "7", "2", "2.0%"]]);

    const sessions = within(sources).getByRole("columnheader", { name: "Sessions" });
    expect(sessions).not.toHaveAttribute("aria-sort");
    await user.click(within(sessions).getByRole("button", { name: "Sessions" }));
    expect(sessions).toHaveAttribute("aria-sort", "descending");
    expect(rowsOf(sources).map((row) => row[0])).toEqual([
      "google.com",
      "Direct",
      "instagram.com",
      "Not tracked",
    ]);
    const rate = within(sources).getByRole("columnheader", { name: "Conversion" });
    await user.click(within(rate).getByRole("button", { name: "Conversion" }));
    await user.click(within(rate).getByRole("button", { name: "Conversion" }));
    expect(rate).toHaveAttribute("aria-sort", "ascending");
    expect(sessions).not.toHaveAttribute("aria-sort");
    // A row without sessions has no rate: last whichever way.
    expect(rowsOf(sources).map((row) => row[0])).toEqual([
      "google.com",
      "Direct",
      "instagram.com",
      "Not tracked",
    ]);

    await user.click(screen.getByText("By campaign"));
    const campaigns = await screen.findByRole("table", { name: /by campaign/ });
    expect(rowsOf(campaigns)).toEqual([
      ["spring", "25", "3", "1", "16.0%"],
      ["autumn", "50", "0", "0", "0.0%"],
    ]);
    // Campaigns do not add up (a visit without utm_campaign is in none); the totals are the same.
    expect(footOf(campaigns)).toEqual([["All messages received", "450", "7", "2", "2.0%"]]);
    expect(within(campaigns).getByRole("columnheader", { name: "Campaign" })).toBeInTheDocument();
  }, 20_000);

  it("shows the empty state for a period without sessions or messages", async () => {
    store.docs = {};
    render(<AttributionConversions range={range} />);
    expect(
      await screen.findByText("No source brought a visit or a message in this period."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
