import { describe, expect, it } from "vitest";
import type { InboxEntry, MessageKind } from "./inbox-message";
import { mergeStreams } from "./merge-pages";

const entry = (kind: MessageKind, id: string, minute: number | null): InboxEntry => ({
  kind,
  id,
  createdAt: minute === null ? null : new Date(Date.UTC(2030, 0, 1, 0, minute)),
  handled: false,
  likelySpam: false,
  emailStatus: null,
  message: null,
});
const ids = (entries: InboxEntry[]) => entries.map((item) => item.id);

describe("mergeStreams", () => {
  it("shows both kinds newest first down to the oldest entry that is certain", () => {
    const merged = mergeStreams({
      inquiry: { entries: [entry("inquiry", "q50", 50), entry("inquiry", "q30", 30)], done: false },
      booking: { entries: [entry("booking", "b40", 40), entry("booking", "b10", 10)], done: false },
    });
    // b10 waits: inquiries between minute 10 and 30 may not be read yet.
    expect(merged).toEqual({
      shown: [
        expect.objectContaining({ id: "q50" }),
        expect.objectContaining({ id: "b40" }),
        expect.objectContaining({ id: "q30" }),
      ],
      needMore: ["inquiry"],
      hasMore: true,
    });
  });

  it("shows everything once each kind is read to its end, a pending entry first", () => {
    const merged = mergeStreams({
      inquiry: { entries: [entry("inquiry", "pending", null), entry("inquiry", "q5", 5)], done: true },
      booking: { entries: [entry("booking", "b7", 7)], done: true },
    });
    expect(ids(merged.shown)).toEqual(["pending", "b7", "q5"]);
    expect(merged.needMore).toEqual([]);
    expect(merged.hasMore).toBe(false);
  });

  it("waits for a kind that has not been read at all", () => {
    const merged = mergeStreams({
      inquiry: { entries: [entry("inquiry", "q5", 5)], done: true },
      booking: { entries: [], done: false },
    });
    expect(merged.shown).toEqual([]);
    expect(merged.needMore).toEqual(["booking"]);
  });
});
