import { describe, expect, it } from "vitest";
import type { InboxEntry, MessageKind } from "./inbox-message";
import { mergeStreams, nextCursors, patchEntry, patchSteps, streamsOf, type InboxStep } from "./merge-pages";
import type { MessageCursor } from "./message-view";

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

describe("paging steps", () => {
  const cursor = (name: string) => ({ name }) as unknown as MessageCursor;
  const steps: InboxStep[] = [
    {
      inquiry: {
        entries: [entry("inquiry", "q50", 50), entry("inquiry", "q30", 30)],
        next: cursor("after-q30"),
      },
      booking: { entries: [entry("booking", "b40", 40)], next: null },
    },
  ];

  it("joins each kind's pages and asks only the kinds that need more for their next page", () => {
    const streams = streamsOf(["inquiry", "booking"], steps);
    expect(ids([...streams.inquiry.entries])).toEqual(["q50", "q30"]);
    expect(streams.inquiry.done).toBe(false);
    expect(streams.booking.done).toBe(true);
    expect(nextCursors(["inquiry", "booking"], steps)).toEqual({ inquiry: cursor("after-q30") });
    const more: InboxStep[] = [...steps, { inquiry: { entries: [entry("inquiry", "q1", 1)], next: null } }];
    expect(nextCursors(["inquiry", "booking"], more)).toBeUndefined();
  });

  it("applies a saved change or a deletion to the pages read, leaving the others as they were", () => {
    const handled = patchSteps(steps, "inquiry", "q30", { handled: true });
    expect(handled[0]!.inquiry!.entries.map((item) => item.handled)).toEqual([false, true]);
    const withMessage = { ...entry("inquiry", "m", 5), message: { handled: false } } as unknown as InboxEntry;
    expect(patchEntry(withMessage, { handled: true }).message?.handled).toBe(true);
    expect(handled[0]!.booking).toBe(steps[0]!.booking);
    const deleted = patchSteps(steps, "booking", "b40", "deleted");
    expect(deleted[0]!.booking!.entries).toEqual([]);
    expect(deleted[0]!.booking!.next).toBeNull();
    expect(patchSteps(steps, "booking", "q30", "deleted")[0]).toBe(steps[0]);
  });
});
