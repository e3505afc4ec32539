import { afterEach, describe, expect, it, vi } from "vitest";
import { galleryItem } from "@/testing/gallery-fixtures";
import { snapshotOf, type StubDoc } from "@/testing/firestore-stub";
import { render, screen, waitFor, within } from "@/testing/render";
import { WorkConversions } from "./work-conversions";

/** The documents of each collection the panel reads; gets find theirs by id. */
const store = vi.hoisted(() => ({ docs: {} as Record<string, StubDoc[]> }));
vi.mock("@/lib/firebase/firestore", () => ({ db: () => ({}) }));
vi.mock("firebase/firestore", () => ({
  collection: (_db: unknown, name: string) => ({ name }),
  doc: (_db: unknown, name: string, id: string) => ({ name, id }),
  documentId: () => "__name__",
  query: (ref: unknown) => ref,
  where: () => ({}),
  getDocs: (ref: { name: string }) => Promise.resolve(snapshotOf(store.docs[ref.name] ?? [])),
  getDoc: (ref: { name: string; id: string }) => {
    const found = (store.docs[ref.name] ?? []).find((doc) => doc.id === ref.id);
    return Promise.resolve({ id: ref.id, exists: () => found !== undefined, data: () => found?.data });
  },
}));

const range = { from: "2026-03-01", to: "2026-03-07" };
const counts = (views: number, likes = 0) => ({ views, likes, downloads: 0, shares: 0 });

/** A day's messages as the screening stores them: the day's totals hold every work's, and `general` more. */
function messageDay(
  date: string,
  items: Record<string, { inquiries?: number; bookings?: number }>,
  general = { inquiries: 0, bookings: 0 },
) {
  const total = (field: "inquiries" | "bookings") =>
    Object.values(items).reduce((sum, work) => sum + (work[field] ?? 0), general[field]);
  return { id: date, data: { date, inquiries: total("inquiries"), bookings: total("bookings"), items } };
}

/**
 * A day's counter with per-work counts, that day's message counts (with `general` messages
 * that name no work), and the works themselves.
 */
function seed(
  items: Record<string, ReturnType<typeof counts>>,
  messages: Record<string, { inquiries?: number; bookings?: number }>,
  titles: Record<string, string> = {},
  later: {
    items: Record<string, ReturnType<typeof counts>>;
    messages: Record<string, { inquiries?: number; bookings?: number }>;
  } = {
    items: {},
    messages: {},
  },
  general?: { inquiries: number; bookings: number },
) {
  store.docs = {
    analytics_counters: [
      { id: "2026-03-02", data: { date: "2026-03-02", items } },
      { id: "2026-03-05", data: { date: "2026-03-05", items: later.items } },
    ],
    message_counts: [messageDay("2026-03-02", messages, general), messageDay("2026-03-05", later.messages)],
    gallery: Object.entries(titles).map(([id, title]) => {
      const { id: _id, ...data } = galleryItem({ id, title });
      return { id, data: { ...data, createdAt: null, updatedAt: null } };
    }),
  };
}

const table = () => screen.findByRole("table", { name: "Works that bring inquiries" });
const titlesIn = (element: HTMLElement) =>
  within(within(element).getAllByRole("rowgroup")[1]!)
    .queryAllByRole("row")
    .map((row) => within(row).getAllByRole("cell")[0]!.textContent);
/** The footer's rows: label, inquiries, bookings. */
const totalsIn = (element: HTMLElement) =>
  within(within(element).getAllByRole("rowgroup")[2]!)
    .getAllByRole("row")
    .map((row) =>
      [...within(row).queryAllByRole("rowheader"), ...within(row).queryAllByRole("cell")]
        .map((cell) => cell.textContent)
        .filter(Boolean),
    );

describe("Works that bring inquiries", () => {
  afterEach(() => {
    store.docs = {};
  });

  it("lists works by messages then views, with their conversion, and sorts by a clicked header", async () => {
    seed(
      { alpine: counts(200, 4), harbour: counts(40, 9), dunes: counts(500) },
      { alpine: { inquiries: 1 }, harbour: { inquiries: 2, bookings: 1 }, portrait: { bookings: 1 } },
      { alpine: "Alpine dawn", harbour: "Harbour at dusk", dunes: "Dunes", portrait: "Portrait" },
      undefined,
      { inquiries: 2, bookings: 0 },
    );
    const { user } = render(<WorkConversions range={range} />);
    const works = await table();
    expect(titlesIn(works)).toEqual(["Harbour at dusk", "Alpine dawn", "Portrait", "Dunes"]);
    // Under the works, the messages that named none, and every message received (the key figures').
    expect(totalsIn(works)).toEqual([
      ["Not about a work", "2", "0"],
      ["All messages received", "5", "2"],
    ]);
    const harbour = within(works).getByRole("row", { name: /Harbour at dusk/ });
    // 40 views, 9 likes, 0 downloads, 0 shares, 2 inquiries, 1 booking: 3 / 40 = 7.5%.
    expect(
      within(harbour)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Harbour at dusk", "40", "9", "0", "0", "2", "1", "7.5%"]);
    expect(within(works).getByRole("row", { name: /Alpine dawn/ })).toHaveTextContent(/0\.5%$/);
    expect(within(works).getByRole("row", { name: /Dunes/ })).toHaveTextContent(/0\.0%$/);
    // A work with messages and no views has no rate (not an infinite one).
    expect(within(works).getByRole("row", { name: /Portrait/ })).toHaveTextContent(/—$/);
    expect(screen.queryByText("No work brought a message in this period.")).not.toBeInTheDocument();

    const views = within(works).getByRole("columnheader", { name: "Views" });
    expect(views).not.toHaveAttribute("aria-sort");
    await user.click(within(views).getByRole("button", { name: "Views" }));
    expect(views).toHaveAttribute("aria-sort", "descending");
    expect(titlesIn(works)).toEqual(["Dunes", "Alpine dawn", "Harbour at dusk", "Portrait"]);
    await user.click(within(views).getByRole("button", { name: "Views" }));
    expect(views).toHaveAttribute("aria-sort", "ascending");
    expect(titlesIn(works)).toEqual(["Portrait", "Harbour at dusk", "Alpine dawn", "Dunes"]);

    // From the keyboard: the headers are buttons; only the sorted column carries aria-sort.
    const likes = within(works).getByRole("columnheader", { name: "Likes" });
    within(likes).getByRole("button", { name: "Likes" }).focus();
    await user.keyboard("{Enter}");
    expect(likes).toHaveAttribute("aria-sort", "descending");
    expect(views).not.toHaveAttribute("aria-sort");
    expect(titlesIn(works)).toEqual(["Harbour at dusk", "Alpine dawn", "Portrait", "Dunes"]);
    // Many accessible-name queries over a table: seconds in jsdom on a busy 2-core machine.
  }, 20_000);

  it("still shows viewed works when none brought a message, and says so", async () => {
    seed({ alpine: counts(12) }, {}, { alpine: "Alpine dawn" });
    render(<WorkConversions range={range} />);
    expect(titlesIn(await table())).toEqual(["Alpine dawn"]);
    expect(screen.getByText("No work brought a message in this period.")).toBeInTheDocument();
    expect(totalsIn(await table())).toEqual([["All messages received", "0", "0"]]);
  });

  it("shows the messages received when none named a work", async () => {
    seed({}, {}, {}, undefined, { inquiries: 1, bookings: 1 });
    render(<WorkConversions range={range} />);
    const works = await table();
    expect(titlesIn(works)).toEqual([]);
    expect(totalsIn(works)).toEqual([
      ["Not about a work", "1", "1"],
      ["All messages received", "1", "1"],
    ]);
  });

  it("shows the empty state when no work was viewed or named", async () => {
    seed({}, {});
    render(<WorkConversions range={range} />);
    expect(await screen.findByText("No work brought a message in this period.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("shows the top 20 and says how many works there were", async () => {
    const items = Object.fromEntries(
      Array.from({ length: 23 }, (_, index) => [`work-${index}`, counts(index + 1)]),
    );
    seed(items, {});
    render(<WorkConversions range={range} />);
    expect(titlesIn(await table())).toHaveLength(20);
    expect(screen.getByText("Top 20 of 23 works")).toBeInTheDocument();
    // A work the gallery no longer holds keeps its figures under a placeholder.
    expect(titlesIn(await table())[0]).toBe("Deleted item");
  });

  it("opens a work's figures per day from its title, and closes them", async () => {
    seed(
      { alpine: counts(200, 4) },
      { alpine: { inquiries: 1 } },
      { alpine: "Alpine dawn" },
      {
        items: { alpine: { views: 30, likes: 1, downloads: 2, shares: 3 } },
        messages: { alpine: { bookings: 1 } },
      },
    );
    const { user } = render(<WorkConversions range={range} />);
    const works = await table();
    await user.click(within(works).getByRole("button", { name: "Alpine dawn" }));
    const days = await screen.findByRole("table", { name: "Alpine dawn per day" });
    const cells = (date: string) =>
      within(within(days).getByRole("row", { name: new RegExp(date) }))
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    // Every day of the range, zeros included: Date, views, likes, downloads, shares, inquiries, bookings.
    expect(within(days).getAllByRole("row")).toHaveLength(1 + 7);
    expect(cells("2026-03-02")).toEqual(["2026-03-02", "200", "4", "0", "0", "1", "0"]);
    expect(cells("2026-03-05")).toEqual(["2026-03-05", "30", "1", "2", "3", "0", "1"]);
    expect(cells("2026-03-03")).toEqual(["2026-03-03", "0", "0", "0", "0", "0", "0"]);
    expect(screen.getByRole("link", { name: "Edit the work" })).toHaveAttribute(
      "href",
      expect.stringContaining("alpine"),
    );
    await user.keyboard("{Escape}");
    await waitFor(() =>
      expect(screen.queryByRole("table", { name: "Alpine dawn per day" })).not.toBeInTheDocument(),
    );
  }, 20_000);
});
