import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { favouritesFullMessage } from "../lib/favourites-list";
import { FAVOURITE_NOT_SAVED, useFavourites } from "./use-favourites";

const saved = vi.fn<(galleryId: string) => Promise<string[]>>();
const save = vi.fn<(galleryId: string, workIds: readonly string[]) => Promise<void>>();
// The saved list through a real query (as the hook reads it), from a stand-in reader.
vi.mock("../api/get-favourites", async () => {
  const { useQuery } = await import("@tanstack/react-query");
  return {
    useFavouritesDoc: (galleryId: string, enabled: boolean) =>
      useQuery({ queryKey: ["favourites", galleryId], queryFn: () => saved(galleryId), enabled }),
  };
});
vi.mock("../api/save-favourites", () => ({
  saveFavourites: (galleryId: string, workIds: readonly string[]) => save(galleryId, workIds),
}));

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => {
  saved.mockReset();
  save.mockReset();
});

describe("useFavourites", () => {
  it("starts from the device's saved list and writes the whole list after each change", async () => {
    saved.mockResolvedValue(["a"]);
    save.mockResolvedValue();
    const { result } = renderHook(() => useFavourites("g", { enabled: true, max: null }), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.workIds).toEqual(["a"]);
    act(() => result.current.toggle("b"));
    expect(result.current.isHearted("b")).toBe(true);
    act(() => result.current.toggle("a"));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls).toEqual([
      ["g", ["a", "b"]],
      ["g", ["b"]],
    ]);
    expect(result.current.workIds).toEqual(["b"]);
  });

  it("refuses a heart beyond the maximum without writing, and says why", async () => {
    saved.mockResolvedValue(["a", "b"]);
    const { result } = renderHook(() => useFavourites("g", { enabled: true, max: 2 }), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.toggle("c"));
    expect(result.current.workIds).toEqual(["a", "b"]);
    expect(result.current.message).toBe(favouritesFullMessage(2));
    expect(save).not.toHaveBeenCalled();
  });

  it("shows a heart at once and puts it back, with a message, when the write fails", async () => {
    saved.mockResolvedValue([]);
    save.mockRejectedValue(Object.assign(new Error("denied"), { code: "permission-denied" }));
    const { result } = renderHook(() => useFavourites("g", { enabled: true, max: null }), { wrapper });
    await waitFor(() => expect(result.current.ready).toBe(true));
    act(() => result.current.toggle("a"));
    expect(result.current.isHearted("a")).toBe(true);
    await waitFor(() => expect(result.current.message).toBe(FAVOURITE_NOT_SAVED));
    expect(result.current.isHearted("a")).toBe(false);
  });
});
