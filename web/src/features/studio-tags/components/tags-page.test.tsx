import { describe, expect, it, vi } from "vitest";
import { deferred, firestoreError, snapshotOf, timestamp } from "@/testing/firestore-stub";
import { render, screen, within } from "@/testing/render";
import { TagsPage } from "./tags-page";

const getDocs = vi.hoisted(() => vi.fn());
vi.mock("@/lib/firebase/firestore-lite", () => ({ liteDb: () => ({}) }));
vi.mock("firebase/firestore/lite", () => ({
  collection: () => ({}),
  query: () => ({}),
  orderBy: () => ({}),
  limit: () => ({}),
  startAfter: () => ({}),
  getDocs: (...args: unknown[]) => getDocs(...args),
}));

const tag = (id: string, name: string, usageCount: number) => ({
  id,
  data: {
    name,
    usageCount,
    isPopular: usageCount >= 5,
    createdAt: timestamp("2026-01-02T00:00:00Z"),
    updatedAt: timestamp("2026-01-02T00:00:00Z"),
  },
});

describe("TagsPage", () => {
  it("shows loading, then a refused read as an error with Retry (not an empty list), then the tags", async () => {
    const first = deferred<never>();
    getDocs.mockReturnValueOnce(first.promise);
    const { user } = render(<TagsPage />);
    expect(screen.getByLabelText("Loading tags")).toHaveAttribute("aria-busy", "true");

    first.reject(firestoreError("permission-denied"));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The tags could not be loaded");
    expect(alert).toHaveTextContent("The database refused the read");
    expect(screen.queryByText("No tags yet")).not.toBeInTheDocument();

    getDocs.mockResolvedValueOnce(snapshotOf([tag("sea", "Sea", 2), tag("sunset", "Sunset", 7)]));
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    const table = await screen.findByRole("table", { name: "Tags" });
    expect(
      within(table)
        .getAllByRole("row", { name: /S/ })
        .map((row) => row.getAttribute("aria-label")),
    ).toEqual(["Sea", "Sunset"]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByText(/2 tags · 1 popular \(on 5 or more published works\)/)).toBeInTheDocument();
    // Usage counts published works only, and says so.
    expect(within(table).getByRole("columnheader", { name: "Published works" })).toBeInTheDocument();
    expect(within(table).getByRole("cell", { name: "7 published works" })).toHaveTextContent("7");
  });

  it("says there are no tags yet when the read succeeds empty", async () => {
    getDocs.mockResolvedValueOnce(snapshotOf([]));
    render(<TagsPage />);
    expect(await screen.findByText("No tags yet")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
