import { describe, expect, it } from "vitest";
import { galleryItem } from "@/testing/gallery-fixtures";
import { render, screen, within } from "@/testing/render";
import { ViewerCaption } from "./viewer-caption";

describe("ViewerCaption", () => {
  it("shows the description, and links the category and every tag to their galleries", () => {
    render(
      <ViewerCaption
        item={galleryItem({
          description: "Boats leave before the light.",
          category: "sea",
          tags: ["dawn", "boats"],
        })}
        categoryName="Seascapes"
      />,
    );
    expect(screen.getByText("Boats leave before the light.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Seascapes" })).toHaveAttribute("href", "/c/sea");
    const tags = within(screen.getByRole("list", { name: "Tags" }));
    expect(tags.getByRole("link", { name: "#dawn" })).toHaveAttribute("href", "/t/dawn");
    expect(tags.getByRole("link", { name: "#boats" })).toHaveAttribute("href", "/t/boats");
  });

  it("leaves out what the item does not have", () => {
    render(<ViewerCaption item={galleryItem({ description: "", tags: [] })} categoryName={null} />);
    expect(screen.queryByRole("list", { name: "Tags" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
