import type { GalleryItem } from "@folio/domain";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@/testing/render";
import { LIKED_KEY } from "../lib/liked-items";
import { LikeButton } from "./like-button";

const item = { id: "harbour", title: "Harbour", type: "image", category: "sea", likes: 4 } as GalleryItem;
const button = () => screen.getByRole("button", { name: /^Like,/ });

beforeEach(() => localStorage.clear());

describe("LikeButton", () => {
  it("likes at once, sends the like once, and remembers it after a reload", async () => {
    const like = vi.fn().mockResolvedValue(undefined);
    const { user, unmount } = render(<LikeButton item={item} like={like} unlike={vi.fn()} />);
    expect(button()).toHaveAttribute("aria-pressed", "false");
    await user.click(button());
    expect(button()).toHaveAttribute("aria-pressed", "true");
    expect(button()).toHaveTextContent("5");
    expect(like).toHaveBeenCalledTimes(1);
    expect(like).toHaveBeenCalledWith(item);
    unmount();

    // A reload: a new page with the same device storage, the server count not caught up yet.
    render(<LikeButton item={item} like={like} unlike={vi.fn()} />);
    expect(button()).toHaveAttribute("aria-pressed", "true");
    expect(button()).toHaveTextContent("5");
    expect(JSON.parse(localStorage.getItem(LIKED_KEY) ?? "{}")).toEqual({ harbour: 4 });
  });

  it("unlikes: the count drops back, the marker is deleted, and the device forgets the like", async () => {
    localStorage.setItem(LIKED_KEY, JSON.stringify({ harbour: 4 }));
    const unlike = vi.fn().mockResolvedValue(undefined);
    const { user } = render(<LikeButton item={{ ...item, likes: 5 }} like={vi.fn()} unlike={unlike} />);
    expect(button()).toHaveTextContent("5");
    await user.click(button());
    expect(unlike).toHaveBeenCalledWith("harbour");
    expect(button()).toHaveAttribute("aria-pressed", "false");
    expect(button()).toHaveTextContent("4");
    expect(JSON.parse(localStorage.getItem(LIKED_KEY) ?? "{}")).toEqual({});
  });

  it("takes the like back when it cannot be sent (no anonymous sign-in)", async () => {
    const like = vi.fn().mockRejectedValue(new Error("auth/operation-not-allowed"));
    const { user } = render(<LikeButton item={item} like={like} unlike={vi.fn()} />);
    await user.click(button());
    await waitFor(() => expect(button()).toHaveAttribute("aria-pressed", "false"));
    expect(button()).toHaveTextContent("4");
  });

  it("keeps the like when the unlike fails", async () => {
    localStorage.setItem(LIKED_KEY, JSON.stringify({ harbour: 4 }));
    const unlike = vi.fn().mockRejectedValue(new Error("offline"));
    const { user } = render(<LikeButton item={item} like={vi.fn()} unlike={unlike} />);
    await user.click(button());
    await waitFor(() => expect(button()).toHaveAttribute("aria-pressed", "true"));
    expect(button()).toHaveTextContent("5");
  });

  it("shows the work's like count as read now when the page's was old, and reads nothing otherwise", async () => {
    const read = vi.fn().mockResolvedValue({ ...item, likes: 9 });
    const { unmount } = render(
      <LikeButton item={item} like={vi.fn()} unlike={vi.fn()} read={read} readLikes />,
    );
    await waitFor(() => expect(button()).toHaveTextContent("9"));
    expect(read).toHaveBeenCalledWith("harbour");
    unmount();

    read.mockClear();
    render(<LikeButton item={item} like={vi.fn()} unlike={vi.fn()} read={read} />);
    expect(button()).toHaveTextContent("4");
    expect(read).not.toHaveBeenCalled();
  });
});
