import { describe, expect, it, vi } from "vitest";
import { takeLinkKey, type LinkKeyPlace } from "./link-key";

const KEY = "Ab_-".repeat(10) + "xyz";

function place(hash: string, stored: Record<string, string> = {}): LinkKeyPlace & { address: string } {
  const storage = new Map(Object.entries(stored));
  const result = {
    address: `/client/G${hash}`,
    location: { hash, pathname: "/client/G", search: "" },
    history: {
      state: { idx: 1 },
      replaceState: vi.fn((_state: unknown, _title: string, url?: string | URL | null) => {
        result.address = String(url);
      }),
    },
    storage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) },
  };
  return result;
}

describe("the gallery's link key on the device", () => {
  it("is taken from the emailed link's fragment, kept, and taken out of the address bar", () => {
    const first = place(`#k=${KEY}`);
    expect(takeLinkKey("G", first)).toBe(KEY);
    expect(first.address).toBe("/client/G");
    expect(first.history.replaceState).toHaveBeenCalledWith({ idx: 1 }, "", "/client/G");
    expect(first.storage?.getItem("folio:client-link-key:G")).toBe(KEY);
  });

  it("is the kept one on a later visit, and none for a gallery the device never had a key for", () => {
    const later = place("", { "folio:client-link-key:G": KEY });
    expect(takeLinkKey("G", later)).toBe(KEY);
    expect(later.history.replaceState).not.toHaveBeenCalled();
    expect(takeLinkKey("H", place(""))).toBeNull();
  });

  it("ignores a key cut short or changed by a mail client", () => {
    for (const hash of [`#k=${KEY.slice(0, 20)}`, `#k=${KEY}!`, "#x=1", "#"]) {
      const visit = place(hash);
      expect(takeLinkKey("Z", visit)).toBeNull();
      expect(visit.history.replaceState).not.toHaveBeenCalled();
    }
  });

  it("keeps the key for the visit when the browser refuses storage", () => {
    const refusing = { ...place(`#k=${KEY}`), storage: null };
    expect(takeLinkKey("P", refusing)).toBe(KEY);
    expect(takeLinkKey("P", { ...place(""), storage: null })).toBe(KEY);
  });
});
