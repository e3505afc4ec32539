import { ERROR_MESSAGES } from "@folio/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deferred, firestoreError, snapshotOf, timestamp } from "@/testing/firestore-stub";
import { render, screen, within } from "@/testing/render";
import { CategoriesPage } from "./categories-page";

const getDocs = vi.hoisted(() => vi.fn());
const call = vi.hoisted(() => vi.fn());
vi.mock("@/lib/firebase/firestore-lite", () => ({ liteDb: () => ({}) }));
vi.mock("firebase/firestore/lite", () => ({
  collection: () => ({}),
  query: () => ({}),
  where: () => ({}),
  orderBy: () => ({}),
  limit: () => ({}),
  startAfter: () => ({}),
  getDocs: (...args: unknown[]) => getDocs(...args),
}));
vi.mock("@/lib/firebase/functions", () => ({ call: (...args: unknown[]) => call(...args) }));

const category = (id: string, name: string, order: number, isDefault = false) => ({
  id,
  data: { name, type: "gallery", order, createdAt: timestamp("2026-01-01T00:00:00Z"), isDefault },
});
const stored = [
  category("all", "All", 0, true),
  category("city", "City", 1),
  category("nature", "Nature", 2),
];

async function rows() {
  const list = await screen.findByRole("list", { name: "Categories" });
  return within(list)
    .getAllByRole("listitem")
    .map((row) => row.getAttribute("aria-label"));
}

describe("CategoriesPage", () => {
  afterEach(() => {
    getDocs.mockReset();
    call.mockReset();
  });

  it("shows loading, then a refused read as an error with Retry (not just All), then the categories", async () => {
    const first = deferred<never>();
    getDocs.mockReturnValueOnce(first.promise);
    const { user } = render(<CategoriesPage />);
    expect(screen.getByLabelText("Loading categories")).toHaveAttribute("aria-busy", "true");

    first.reject(firestoreError("unavailable"));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The categories could not be loaded");
    expect(screen.queryByRole("list", { name: "Categories" })).not.toBeInTheDocument();

    getDocs.mockResolvedValueOnce(snapshotOf(stored));
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await rows()).toEqual(["All", "City", "Nature"]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows All alone with a note when no other category exists", async () => {
    getDocs.mockResolvedValueOnce(snapshotOf([]));
    render(<CategoriesPage />);
    expect(await rows()).toEqual(["All"]);
    expect(screen.getByText(/No categories yet besides All/)).toBeInTheDocument();
  });

  it("shows the exact message when the owner tries to delete All, and deletes nothing", async () => {
    getDocs.mockResolvedValue(snapshotOf(stored));
    const { user } = render(<CategoriesPage />);
    await user.click(await screen.findByRole("button", { name: "Delete All" }));
    expect(await screen.findByText(ERROR_MESSAGES.cannotDeleteAll)).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it("asks before deleting another category, says where its items went, and reads the list again", async () => {
    getDocs.mockResolvedValue(snapshotOf(stored));
    call.mockResolvedValue({ movedItems: 3 });
    const { user } = render(<CategoriesPage />);
    await user.click(await screen.findByRole("button", { name: "Delete City" }));
    expect(await screen.findByText(/Its items are not deleted/)).toBeInTheDocument();
    getDocs.mockResolvedValue(snapshotOf([stored[0]!, stored[2]!]));
    await user.click(screen.getByRole("button", { name: "Delete category" }));
    expect(call).toHaveBeenCalledWith("deleteCategory", { id: "city" });
    expect(await screen.findByText("3 items moved to All.")).toBeInTheDocument();
    expect(await rows()).toEqual(["All", "Nature"]);
  });
});
