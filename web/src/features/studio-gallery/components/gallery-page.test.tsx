import { describe, expect, it, vi } from "vitest";
import { firestoreError, snapshotOf, timestamp } from "@/testing/firestore-stub";
import { render, screen, within } from "@/testing/render";
import { GalleryPage } from "./gallery-page";

/** The live listener's callbacks, so the test plays the database's part. */
const listeners = vi.hoisted(
  () => [] as { next: (snapshot: unknown) => void; fail: (error: unknown) => void }[],
);
vi.mock("@/lib/firebase/firestore", () => ({ db: () => ({}) }));
vi.mock("firebase/firestore", () => ({
  collection: () => ({}),
  query: () => ({}),
  orderBy: () => ({}),
  limit: () => ({}),
  onSnapshot: (_query: unknown, next: (snapshot: unknown) => void, fail: (error: unknown) => void) => {
    listeners.push({ next, fail });
    return () => {};
  },
}));
vi.mock("@/lib/firebase/firestore-lite", () => ({ liteDb: () => ({}) }));
vi.mock("firebase/firestore/lite", () => ({
  collection: () => ({}),
  query: () => ({}),
  where: () => ({}),
  orderBy: () => ({}),
  limit: () => ({}),
  startAfter: () => ({}),
  getDocs: () => Promise.resolve(snapshotOf([])),
}));
vi.mock("@/lib/firebase/storage", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  storageAvailable: () => true,
}));

const item = {
  id: "alpine",
  data: {
    createdAt: timestamp("2026-02-01T00:00:00Z"),
    updatedAt: timestamp("2026-02-01T00:00:00Z"),
    category: "all",
    tags: [],
    views: 3,
    likes: 0,
    title: "Alpine dawn",
    description: "",
    type: "image",
    media: { url: "/demo/a.webp", storagePath: null, sizes: [], posterUrl: null, contentType: "image/webp" },
    width: 960,
    height: 640,
    alt: "",
    published: true,
    featured: false,
    order: 1,
    downloadable: false,
  },
};

describe("GalleryPage", () => {
  it("shows a refused listener as an error with Retry (not an empty gallery), then the items", async () => {
    const { user } = render(<GalleryPage />);
    expect(screen.getByLabelText("Loading items")).toHaveAttribute("aria-busy", "true");

    listeners.at(-1)!.fail(firestoreError("permission-denied"));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The gallery could not be loaded");
    expect(screen.queryByText("Your gallery is empty")).not.toBeInTheDocument();

    const before = listeners.length;
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(listeners.length).toBe(before + 1);
    listeners.at(-1)!.next(snapshotOf([item]));
    expect(
      await screen
        .findByRole("article", { name: "Alpine dawn" })
        .catch(() => screen.findByLabelText("Alpine dawn")),
    ).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  }, 15_000);

  it("says the gallery is empty when the listener answers with no items", async () => {
    render(<GalleryPage />);
    listeners.at(-1)!.next(snapshotOf([]));
    expect(await screen.findByText("Your gallery is empty")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
