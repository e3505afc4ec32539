import { siteDisplay } from "@folio/domain";
import type { GalleryList } from "@/data/content/list-gallery";
import { useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { category, galleryItem, tag } from "@/testing/gallery-fixtures";
import { render, screen, within } from "@/testing/render";
import { galleryHeading, type GalleryPageData } from "../hooks/use-gallery-page";
import { ALL_WORK, type GalleryFilter } from "../lib/gallery-filter";
import { GalleryView } from "./gallery-view";

/** Shows where the router is, as the address bar would. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

const categories = [category("all", "All", 0), category("street", "Street", 2), category("sea", "Sea", 1)];

function page(
  gallery: Partial<GalleryList>,
  filter: GalleryFilter = ALL_WORK,
  tags: Partial<GalleryPageData["tags"]> = {},
): GalleryPageData {
  return {
    filter,
    categories,
    tags: {
      list: [tag("dawn", 7), tag("rain", 2), tag("unused", 0)],
      inUse: 2,
      complete: true,
      expand: vi.fn(),
      ...tags,
    },
    heading: galleryHeading(filter, categories, false, siteDisplay(null)),
    gallery: {
      items: [],
      loading: false,
      hasMore: false,
      failed: false,
      loadMore: vi.fn(),
      reload: vi.fn(),
      ...gallery,
    },
  };
}

describe("GalleryView", () => {
  it("shows placeholder rows and announces loading before the first page arrives", () => {
    render(<GalleryView page={page({ loading: true })} />);
    expect(screen.getByText("Loading the gallery…")).toBeInTheDocument();
    expect(screen.queryByText("The gallery is empty")).not.toBeInTheDocument();
  });

  it("says so when nothing is published, and offers all work when a filter matches nothing", () => {
    const { unmount } = render(<GalleryView page={page({})} />);
    expect(screen.getByRole("heading", { name: "The gallery is empty" })).toBeInTheDocument();
    unmount();
    render(<GalleryView page={page({}, { category: null, tag: "rain", sort: "newest" })} />);
    expect(screen.getByRole("heading", { name: "Nothing here yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See all work" })).toHaveAttribute("href", "/");
  });

  it("shows a failed read as an empty gallery with a retry that loads again", async () => {
    const reload = vi.fn();
    const { user } = render(<GalleryView page={page({ failed: true, reload })} />);
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText("The gallery could not be loaded")).toBeInTheDocument();
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("lists categories All first in their order, marking the current one", () => {
    render(<GalleryView page={page({}, { category: "sea", tag: null, sort: "most-viewed" })} />);
    const nav = within(screen.getByRole("navigation", { name: "Categories" }));
    expect(nav.getAllByRole("link").map((link) => link.textContent)).toEqual(["All", "Sea", "Street"]);
    expect(nav.getByRole("link", { name: "Sea" })).toHaveAttribute("aria-current", "page");
    // Switching category keeps the order the visitor chose.
    expect(nav.getByRole("link", { name: "Street" })).toHaveAttribute("href", "/c/street?sort=most-viewed");
    expect(screen.getByRole("heading", { level: 1, name: "Sea" })).toBeInTheDocument();
  });

  it("shows used tags, most used first, and says which are popular", () => {
    render(<GalleryView page={page({})} />);
    const tags = within(screen.getByRole("navigation", { name: "Tags" }));
    const links = tags.getAllByRole("link");
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleName(/^dawn\s*7\s*works\s*,\s*popular$/);
    expect(links[1]).toHaveAccessibleName(/^rain\s*2\s*works$/);
    expect(links[0]).toHaveAttribute("href", "/t/dawn");
  });

  it("lists the first tags the server sent and reads the rest only when the visitor asks", async () => {
    const first = Array.from({ length: 10 }, (_, index) => tag(`tag ${index}`, 20 - index));
    const expand = vi.fn();
    const { user } = render(
      <GalleryView page={page({}, ALL_WORK, { list: first, inUse: 14, complete: false, expand })} />,
    );
    const nav = within(screen.getByRole("navigation", { name: "Tags" }));
    expect(nav.getAllByRole("link")).toHaveLength(10);
    expect(expand).not.toHaveBeenCalled();
    await user.click(nav.getByRole("button", { name: "All tags (14)" }));
    expect(expand).toHaveBeenCalledTimes(1);
    expect(nav.getByRole("button", { name: "Fewer tags" })).toHaveAttribute("aria-expanded", "true");
  });

  it("says a tag that does not exist is not found", () => {
    const filter = { category: null, tag: "ghosts", sort: "newest" } as const;
    const missing = {
      ...page({}, filter),
      heading: galleryHeading(filter, categories, false, siteDisplay(null), false),
    };
    render(<GalleryView page={missing} />);
    expect(screen.getByRole("heading", { level: 1, name: "Tag not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See all work" })).toBeInTheDocument();
  });

  it("says a category that does not exist is not found, instead of an endless skeleton", () => {
    render(<GalleryView page={page({ loading: true }, { category: "ghosts", tag: null, sort: "newest" })} />);
    expect(screen.getByRole("heading", { level: 1, name: "Category not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See all work" })).toBeInTheDocument();
  });

  it("marks the current order, and puts the other in the address when chosen", async () => {
    const { user } = render(
      <>
        <GalleryView
          page={page({ items: [galleryItem()] }, { category: "sea", tag: null, sort: "newest" })}
        />
        <Address />
      </>,
      { route: "/c/sea" },
    );
    const order = within(screen.getByRole("group", { name: "Order" }));
    expect(order.getByRole("button", { name: "Newest" })).toHaveAttribute("aria-pressed", "true");
    expect(order.getByRole("button", { name: "Most viewed" })).toHaveAttribute("aria-pressed", "false");
    await user.click(order.getByRole("button", { name: "Most viewed" }));
    expect(screen.getByRole("status", { name: "Address" })).toHaveTextContent("/c/sea?sort=most-viewed");
  });
});
