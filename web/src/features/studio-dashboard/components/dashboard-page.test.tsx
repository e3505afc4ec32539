import { afterEach, describe, expect, it, vi } from "vitest";
import { todayKey } from "../api/date-range";
import { deferred, firestoreError, snapshotOf, type StubDoc } from "@/testing/firestore-stub";
import { render, screen, within } from "@/testing/render";
import { DashboardPage } from "./dashboard-page";

/** Answers the dashboard's reads by collection name. */
const reads = vi.hoisted(() => ({
  answer: (_collection: string): Promise<unknown> => new Promise(() => {}),
}));
vi.mock("@/lib/firebase/firestore", () => ({ db: () => ({}) }));
vi.mock("firebase/firestore", () => ({
  collection: (_db: unknown, name: string) => ({ name }),
  doc: (_db: unknown, name: string, id: string) => ({ name, id }),
  documentId: () => "__name__",
  query: (ref: unknown) => ref,
  where: () => ({}),
  onSnapshot: () => () => {},
  Timestamp: { fromMillis: (millis: number) => millis },
  getDocs: (ref: { name: string }) => reads.answer(ref.name),
  getDoc: (ref: { name: string; id: string }) =>
    reads.answer(ref.name).then((snapshot) => {
      const found = (snapshot as { docs: { id: string; data: () => unknown }[] }).docs.find(
        (doc) => doc.id === ref.id,
      );
      return { id: ref.id, exists: () => found !== undefined, data: () => found?.data() };
    }),
}));

/** Today's live counter with some visits; every other collection is empty. */
function withVisits(pageViews: number) {
  const today: StubDoc = { id: todayKey(), data: { date: todayKey(), pageViews, contentViews: 0 } };
  return (collection: string) =>
    Promise.resolve(snapshotOf(collection === "analytics_counters" && pageViews > 0 ? [today] : []));
}

const keyFigures = () => screen.findByLabelText("Key figures");

describe("DashboardPage", () => {
  afterEach(() => {
    reads.answer = () => new Promise(() => {});
  });

  it("shows loading, then a failed read as errors with Retry (not zeros), then the figures", async () => {
    const first = deferred<never>();
    reads.answer = () => first.promise;
    const { user } = render(<DashboardPage />);
    expect(screen.getByLabelText("Loading key figures")).toHaveAttribute("aria-busy", "true");

    first.reject(firestoreError("permission-denied"));
    expect(await screen.findByText("The key figures could not be loaded")).toBeInTheDocument();
    expect(await screen.findByText("Views per day could not be loaded")).toBeInTheDocument();
    expect(screen.queryByText("No visits in this period yet.")).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Key figures")).not.toBeInTheDocument();

    reads.answer = withVisits(40);
    const alert = screen
      .getByText("The key figures could not be loaded")
      .closest('[role="alert"]') as HTMLElement;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    const figures = await keyFigures();
    expect(within(figures).getByRole("region", { name: "Total views" })).toHaveTextContent("40");
    // The views chart shares the range's day stats: the one retry brought it back too.
    expect(await screen.findByText("40 views · UTC days")).toBeInTheDocument();
    expect(screen.queryByText("Views per day could not be loaded")).not.toBeInTheDocument();
    // Every panel of the page twice over in jsdom: seconds on a busy 2-core machine.
  }, 20_000);

  it("reads inquiries and bookings from the messages received, and the events browsers reported apart", async () => {
    // Today: 40 visits, 5 inquiry and 5 booking events (a script's), one inquiry that reached the inbox.
    const today = todayKey();
    const counter = { date: today, pageViews: 200, sessions: 40, inquiries: 5, bookings: 5 };
    const counterDoc: StubDoc = { id: today, data: { ...counter, eventTypes: { inquiry: 5, booking: 5 } } };
    const messages: StubDoc = { id: today, data: { date: today, inquiries: 1, bookings: 0 } };
    reads.answer = (collection) =>
      Promise.resolve(
        snapshotOf(
          collection === "analytics_counters"
            ? [counterDoc]
            : collection === "message_counts"
              ? [messages]
              : [],
        ),
      );
    render(<DashboardPage />);
    const figures = await keyFigures();
    const card = (name: string) =>
      within(figures).getByRole("region", { name }).querySelector("[data-testid=kpi-value]");
    expect(card("Inquiries received")).toHaveTextContent(/^1$/);
    expect(card("Booking requests")).toHaveTextContent(/^0$/);
    // One message of 40 visits; the spec's rate would read (5 + 5) / 200 = 5%.
    expect(card("Conversion rate")).toHaveTextContent(/^2\.5%$/);
    const reported = await screen.findByRole("group", { name: "Reported by browsers" });
    expect(within(reported).getByRole("group", { name: "Inquiry events: 5" })).toBeInTheDocument();
    expect(within(reported).getByRole("group", { name: "Booking events: 5" })).toBeInTheDocument();
    expect(within(reported).getByRole("group", { name: "Conversion by events: 5%" })).toBeInTheDocument();
  }, 20_000);

  it("says there were no visits when the reads succeed empty", async () => {
    reads.answer = withVisits(0);
    render(<DashboardPage />);
    expect(await keyFigures()).toBeInTheDocument();
    expect((await screen.findAllByText("No visits in this period yet.")).length).toBeGreaterThan(0);
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
  });
});
