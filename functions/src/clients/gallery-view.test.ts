import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { clientViewOf, isExpired, parseStoredGallery } from "./gallery-view";

describe("parseStoredGallery", () => {
  it("skips malformed sets and falls back to what grants least, never throwing", () => {
    const gallery = parseStoredGallery({
      name: 7,
      client: "x",
      sets: [
        { id: "main", name: "Main" },
        { id: "BAD ID", name: "x" },
        null,
        { id: "b", name: "B", extra: 1 },
      ],
      downloads: { size: "huge", whole: "yes" },
      favourites: { enabled: 1, max: 0 },
      workCount: -1,
    });
    expect(gallery).toMatchObject({
      name: "",
      clientName: "",
      clientEmail: null,
      sets: [{ id: "main", name: "Main" }],
      downloads: { size: "none", whole: false },
      favourites: { enabled: false, max: null },
      workCount: 0,
      expiresAt: null,
    });
    expect(parseStoredGallery({ sets: "nope" }).sets).toEqual([]);
  });

  it("reads an expiry that is not a time as expired, as the rules do", () => {
    const now = Date.UTC(2030, 0, 1);
    expect(isExpired(parseStoredGallery({ expiresAt: "2099-01-01" }), now)).toBe(true);
    expect(isExpired(parseStoredGallery({ expiresAt: null }), now)).toBe(false);
    expect(isExpired(parseStoredGallery({ expiresAt: Timestamp.fromMillis(now) }), now)).toBe(true);
    expect(isExpired(parseStoredGallery({ expiresAt: Timestamp.fromMillis(now + 1) }), now)).toBe(false);
  });

  it("gives the client's view without the client's address", () => {
    const view = clientViewOf(
      "g",
      parseStoredGallery({ name: "W", client: { name: "A", email: "a@b.example" } }),
      "Ada",
    );
    expect(JSON.stringify(view)).not.toContain("a@b.example");
    expect(view).toMatchObject({ id: "g", name: "W", clientName: "A", ownerName: "Ada" });
  });
});
