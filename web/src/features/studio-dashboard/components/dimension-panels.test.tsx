import { afterEach, describe, expect, it, vi } from "vitest";
import { snapshotOf, type StubDoc } from "@/testing/firestore-stub";
import { render, screen, within } from "@/testing/render";
import { CampaignsPanel, CountriesPanel, EntryPagesPanel, OutboundPanel } from "./dimension-panels";
import { KpiGrid } from "./kpi-grid";

/** The documents of each collection the panels read; gets find theirs by id. */
const store = vi.hoisted(() => ({ docs: {} as Record<string, StubDoc[]>, queries: [] as string[] }));
vi.mock("@/lib/firebase/firestore", () => ({ db: () => ({}) }));
vi.mock("firebase/firestore", () => ({
  collection: (_db: unknown, name: string) => ({ name }),
  doc: (_db: unknown, name: string, id: string) => ({ name, id }),
  documentId: () => "__name__",
  query: (ref: { name: string }, ...bounds: { value: string }[]) => ({ ...ref, bounds }),
  where: (_field: unknown, _op: string, value: string) => ({ value }),
  // The range's documents: ids between the query's bounds, as Firestore answers the range query.
  getDocs: (ref: { name: string; bounds: { value: string }[] }) => {
    const [from = "", to = "\uffff"] = ref.bounds.map((bound) => bound.value);
    store.queries.push(`${ref.name} ${from}..${to}`);
    return Promise.resolve(
      snapshotOf((store.docs[ref.name] ?? []).filter((doc) => doc.id >= from && doc.id <= to)),
    );
  },
  getDoc: (ref: { name: string; id: string }) => {
    const found = (store.docs[ref.name] ?? []).find((doc) => doc.id === ref.id);
    return Promise.resolve({ id: ref.id, exists: () => found !== undefined, data: () => found?.data });
  },
}));

/** A week, and the week before it that the changes compare with. */
const range = { from: "2026-03-08", to: "2026-03-14" };
const rollup = (id: string, stats: Record<string, unknown>): StubDoc => ({ id, data: { stats } });

function seed() {
  store.docs = {
    analytics_metrics: [
      rollup("2026-03-02", {
        sessions: 20,
        sources: { "s:instagram.com": 8, "s:Direct": 12 },
        campaigns: { "s:autumn": 4, "s:spring": 10 },
        countries: { "s:FR": 5, "s:DE": 5 },
      }),
      rollup("2026-03-09", {
        sessions: 40,
        sources: { "s:instagram.com": 10, "s:Direct": 30 },
        mediums: { "s:social": 10 },
        campaigns: { "s:autumn": 8, "s:spring": 5, "s:Other": 20, "s:winter": 3 },
        countries: { "s:FR": 10, "s:DE": 4, "s:Unknown": 2 },
        entryPages: { "s:/": 30, "s:/item/alpine-dawn": 9, "s://evil.example": 1 },
        outbound: { "s:Email": 3, "s:instagram.com": 2 },
      }),
    ],
  };
}

const table = (name: string) => screen.findByRole("table", { name });
/** Each body row's cells as text: the label, visits, previous, change, and the share under the label. */
const rowsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole("row")
    .slice(1)
    .map((row) => {
      const [first = "", ...figures] = within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent ?? "");
      const [, label = "", share = ""] = /^(.*?)([\d.]+%) of visits$/.exec(first) ?? [];
      return [label, ...figures, share];
    });

describe("Dimension panels", () => {
  afterEach(() => {
    store.docs = {};
    store.queries = [];
  });

  it("read nothing beside the key figures: both periods come from the queries the figures load", async () => {
    seed();
    render(
      <>
        <KpiGrid range={range} />
        <CampaignsPanel range={range} />
        <CountriesPanel range={range} />
        <EntryPagesPanel range={range} />
        <OutboundPanel range={range} />
      </>,
    );
    expect(await table("Visits by link")).toBeInTheDocument();
    expect(await screen.findByLabelText("Key figures")).toBeInTheDocument();
    expect(store.queries.filter((query) => query.startsWith("analytics_metrics")).sort()).toEqual([
      "analytics_metrics 2026-03-01..2026-03-07",
      "analytics_metrics 2026-03-08..2026-03-14",
    ]);
  });

  it("show each campaign beside the previous period, the change, its share, and Other last", async () => {
    seed();
    const { user } = render(<CampaignsPanel range={range} />);
    // The source tab first: the existing sources, now beside the week before.
    expect(rowsOf(await table("Visits by source"))).toEqual([
      ["Direct", "30", "12", "+150%", "75%"],
      ["instagram.com", "10", "8", "+25%", "25%"],
    ]);
    await user.click(screen.getByRole("radio", { name: "Campaign" }));
    expect(rowsOf(await table("Visits by campaign"))).toEqual([
      ["autumn", "8", "4", "+100%", "20%"],
      ["spring", "5", "10", "−50%", "12.5%"],
      ["winter", "3", "0", "New", "7.5%"],
      ["Other", "20", "0", "New", "50%"],
    ]);
    expect(
      screen.getByText(/Other: the visits of the campaigns beyond each day's top 25/),
    ).toBeInTheDocument();
  });

  it("sorts by a clicked header, says so with aria-sort, and keeps Other last", async () => {
    seed();
    const { user } = render(<CampaignsPanel range={range} />);
    await user.click(await screen.findByRole("radio", { name: "Campaign" }));
    const campaigns = await table("Visits by campaign");
    const header = (name: string) => within(campaigns).getByRole("button", { name }).closest("th")!;
    expect(header("Visits")).toHaveAttribute("aria-sort", "descending");

    await user.click(within(campaigns).getByRole("button", { name: "Change" }));
    expect(header("Change")).toHaveAttribute("aria-sort", "descending");
    expect(header("Visits")).not.toHaveAttribute("aria-sort");
    expect(rowsOf(campaigns).map((cells) => cells[0])).toEqual(["winter", "autumn", "spring", "Other"]);

    await user.click(within(campaigns).getByRole("button", { name: "Change" }));
    expect(header("Change")).toHaveAttribute("aria-sort", "ascending");
    expect(rowsOf(campaigns).map((cells) => cells[0])).toEqual(["spring", "autumn", "winter", "Other"]);
  });

  it("narrows the rows by a filter that stays while the tabs switch, with a note when none match", async () => {
    seed();
    const { user } = render(<CampaignsPanel range={range} />);
    await user.click(await screen.findByRole("radio", { name: "Campaign" }));
    await user.type(screen.getByRole("searchbox", { name: "Filter campaigns" }), "AUT");
    expect(rowsOf(await table("Visits by campaign"))).toEqual([["autumn", "8", "4", "+100%", "20%"]]);

    await user.click(screen.getByRole("radio", { name: "Source" }));
    expect(screen.getByRole("searchbox", { name: "Filter sources" })).toHaveValue("AUT");
    expect(screen.getByText("No source matches “AUT”.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Medium" }));
    expect(screen.getByText("No medium matches “AUT”.")).toBeInTheDocument();
    await user.clear(screen.getByRole("searchbox", { name: "Filter mediums" }));
    expect(rowsOf(await table("Visits by medium"))).toEqual([["social", "10", "0", "New", "25%"]]);
  });

  it("says how to fill a tab the range has nothing for", async () => {
    seed();
    const { user } = render(<CampaignsPanel range={range} />);
    await user.click(await screen.findByRole("radio", { name: "Term" }));
    expect(
      await screen.findByText("No terms in this period. Add utm_term to the links you share."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
  });

  it("names countries, keeps Unknown, and finds a country by its name", async () => {
    seed();
    const { user } = render(<CountriesPanel range={range} />);
    expect(rowsOf(await table("Visits by country")).map((cells) => cells.slice(0, 3))).toEqual([
      ["FranceFR", "10", "5"],
      ["GermanyDE", "4", "5"],
      ["Unknown", "2", "0"],
    ]);
    await user.type(screen.getByRole("searchbox", { name: "Filter countries" }), "germ");
    expect(rowsOf(await table("Visits by country")).map((cells) => cells[0])).toEqual(["GermanyDE"]);
  });

  it("links entry pages to the site, never off it", async () => {
    seed();
    render(<EntryPagesPanel range={range} />);
    const pages = await table("Visits by entry page");
    expect(within(pages).getByRole("link", { name: "/item/alpine-dawn" })).toHaveAttribute(
      "href",
      "/item/alpine-dawn",
    );
    expect(within(pages).getByRole("link", { name: "/" })).toHaveAttribute("href", "/");
    expect(within(pages).getByText("//evil.example")).not.toHaveAttribute("href");
    expect(within(pages).getAllByRole("link")).toHaveLength(2);
  });

  it("lists outbound clicks, and says what shows there when there are none", async () => {
    seed();
    render(<OutboundPanel range={range} />);
    expect(rowsOf(await table("Visits by link")).map((cells) => cells.slice(0, 2))).toEqual([
      ["Email", "3"],
      ["instagram.com", "2"],
    ]);
    store.docs = {};
    render(<OutboundPanel range={{ from: "2026-04-01", to: "2026-04-07" }} />);
    expect(await screen.findByText(/^No outbound clicks in this period\./)).toBeInTheDocument();
  });
});
