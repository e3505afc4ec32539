import { describe, expect, it, vi } from "vitest";
import { firestoreError } from "@/testing/firestore-stub";
import { fetchGalleryItem, getGalleryItem } from "./get-gallery-item";
import { fetchCategories, listCategories } from "./list-categories";
import { fetchTags, listTags } from "./list-tags";

vi.mock("@/lib/firebase/firestore-lite", () => ({ liteDb: () => ({}) }));
vi.mock("firebase/firestore/lite", () => ({
  collection: () => ({}),
  doc: () => ({}),
  query: () => ({}),
  where: () => ({}),
  orderBy: () => ({}),
  limit: () => ({}),
  startAfter: () => ({}),
  getDocs: () => Promise.reject(firestoreError("permission-denied")),
  getDoc: () => Promise.reject(firestoreError("permission-denied")),
}));

describe("content reads under a refused read", () => {
  it("the fetchers the studio's queries use reject with the database's code", async () => {
    const codes = await Promise.all(
      [fetchTags(), fetchCategories("gallery"), fetchGalleryItem("x")].map((read) =>
        read.then(
          () => "resolved",
          (error: { code?: string }) => error.code,
        ),
      ),
    );
    expect(codes).toEqual(["permission-denied", "permission-denied", "permission-denied"]);
  });

  it("the spec-level functions return the spec's fallbacks (section 8)", async () => {
    expect(await listTags("usage")).toEqual([]);
    expect(
      (await listCategories("gallery")).map(({ id, name, order, isDefault }) => ({
        id,
        name,
        order,
        isDefault,
      })),
    ).toEqual([{ id: "all", name: "All", order: 0, isDefault: true }]);
    expect(await getGalleryItem("x")).toBeNull();
  });
});
