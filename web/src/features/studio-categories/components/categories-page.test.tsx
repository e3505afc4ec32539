import { ERROR_MESSAGES, type Category } from "@folio/domain";
import { describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@/testing/render";
import { CategoriesPage } from "./categories-page";

const category = (id: string, name: string, order: number, isDefault = false): Category => ({
  id,
  name,
  type: "gallery",
  order,
  createdAt: new Date(0),
  isDefault,
});

const deleteCategory = vi.fn();
vi.mock("@/data/content/delete-category", () => ({ deleteCategory: (id: string) => deleteCategory(id) }));
vi.mock("@/data/content/list-categories", () => ({
  useCategories: () => ({
    data: [category("all", "All", 0, true), category("city", "City", 1), category("nature", "Nature", 2)],
    loading: false,
    reload: () => {},
  }),
}));

describe("CategoriesPage", () => {
  it("lists All first, then the others in order", () => {
    render(<CategoriesPage />);
    const rows = within(screen.getByRole("list", { name: "Categories" })).getAllByRole("listitem");
    expect(rows.map((row) => row.getAttribute("aria-label"))).toEqual(["All", "City", "Nature"]);
  });

  it("shows the exact message when the owner tries to delete All, and deletes nothing", async () => {
    const { user } = render(<CategoriesPage />);
    await user.click(screen.getByRole("button", { name: "Delete All" }));
    expect(await screen.findByText(ERROR_MESSAGES.cannotDeleteAll)).toBeInTheDocument();
    expect(deleteCategory).not.toHaveBeenCalled();
  });

  it("asks before deleting another category and says where its items went", async () => {
    deleteCategory.mockResolvedValue({ movedItems: 3 });
    const { user } = render(<CategoriesPage />);
    await user.click(screen.getByRole("button", { name: "Delete City" }));
    expect(await screen.findByText(/Its items are not deleted/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete category" }));
    expect(deleteCategory).toHaveBeenCalledWith("city");
    expect(await screen.findByText("3 items moved to All.")).toBeInTheDocument();
  });
});
