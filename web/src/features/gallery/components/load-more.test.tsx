import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@/testing/render";
import { LoadMore } from "./load-more";

describe("LoadMore", () => {
  it("offers a button for the next page (keyboards, no IntersectionObserver)", async () => {
    const onLoadMore = vi.fn();
    const { user } = render(
      <LoadMore count={24} hasMore loading={false} failed={false} onLoadMore={onLoadMore} />,
    );
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByText("24 works shown")).toBeInTheDocument();
  });

  it("says when a further page failed, and retries it", async () => {
    const onLoadMore = vi.fn();
    const { user } = render(<LoadMore count={24} hasMore loading={false} failed onLoadMore={onLoadMore} />);
    expect(screen.getByText("More work could not be loaded")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it("says when everything is shown", () => {
    render(<LoadMore count={30} hasMore={false} loading={false} failed={false} onLoadMore={vi.fn()} />);
    expect(screen.getByText("That is everything here.")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
