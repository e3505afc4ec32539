import { beforeAll, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { deferred, firestoreError, snapshotOf, timestamp } from "@/testing/firestore-stub";
import { render, screen, within } from "@/testing/render";
import { ItemEditorPage } from "./item-editor-page";

const getDoc = vi.hoisted(() => vi.fn());
vi.mock("@/lib/firebase/firestore-lite", () => ({ liteDb: () => ({}) }));
vi.mock("firebase/firestore/lite", () => ({
  collection: () => ({}),
  doc: (_db: unknown, ...segments: string[]) => ({ path: segments.join("/") }),
  query: () => ({}),
  where: () => ({}),
  orderBy: () => ({}),
  limit: () => ({}),
  startAfter: () => ({}),
  getDocs: () => Promise.resolve(snapshotOf([])),
  // The work's own document is what these tests drive; it has no camera details.
  getDoc: (ref: { path: string }) =>
    ref.path.startsWith("camera_details/")
      ? Promise.resolve({ id: "", exists: () => false, data: () => undefined })
      : getDoc(ref),
}));
vi.mock("@/lib/firebase/storage", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  storageAvailable: () => false,
}));

beforeAll(() => {
  // jsdom has no FontFaceSet; Mantine's autosize textarea listens to it.
  if (!("fonts" in document))
    Object.defineProperty(document, "fonts", {
      value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    });
});

const stored = {
  createdAt: timestamp("2026-02-01T00:00:00Z"),
  updatedAt: timestamp("2026-02-01T00:00:00Z"),
  category: "all",
  tags: [],
  views: 0,
  likes: 0,
  title: "Alpine dawn",
  description: "",
  type: "image",
  media: {
    url: "/demo/alpine-dawn-960.webp",
    storagePath: null,
    sizes: [],
    posterUrl: null,
    contentType: "image/webp",
  },
  width: 960,
  height: 640,
  alt: "",
  published: true,
  featured: false,
  order: 1,
  downloadable: false,
};

function openEditor(id: string) {
  return render(
    <Routes>
      <Route path="/studio/gallery/:id" element={<ItemEditorPage />} />
    </Routes>,
    { route: `/studio/gallery/${id}` },
  );
}

describe("ItemEditorPage", () => {
  it("shows loading, then a refused read as an error with Retry (not 'does not exist'), then the item", async () => {
    const first = deferred<never>();
    getDoc.mockReturnValueOnce(first.promise);
    const { user } = openEditor("alpine");
    expect(screen.getByLabelText("Loading the item")).toHaveAttribute("aria-busy", "true");

    first.reject(firestoreError("permission-denied"));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The item could not be loaded");
    expect(screen.queryByText("This item does not exist")).not.toBeInTheDocument();

    getDoc.mockResolvedValueOnce({ id: "alpine", exists: () => true, data: () => stored });
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "Alpine dawn" })).toBeInTheDocument();
    expect(screen.getByLabelText(/Title/)).toHaveValue("Alpine dawn");
  });

  it("says the item does not exist when the read finds nothing", async () => {
    getDoc.mockResolvedValueOnce({ id: "gone", exists: () => false, data: () => undefined });
    openEditor("gone");
    expect(await screen.findByText("This item does not exist")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
