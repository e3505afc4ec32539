import { describe, expect, it } from "vitest";
import {
  canCancel,
  canRetry,
  entriesToStart,
  entryPercent,
  uploadReducer,
  uploadSummary,
  type UploadEntry,
  type UploadEvent,
} from "./upload-machine";

const added: UploadEvent = {
  type: "added",
  files: [
    { id: "a", fileName: "a.jpg", size: 1000, check: { ok: true, mediaType: "image" } },
    { id: "b", fileName: "b.mp4", size: 4000, check: { ok: true, mediaType: "video" } },
    { id: "c", fileName: "c.pdf", size: 10, check: { ok: false, reason: "c.pdf is not an image" } },
  ],
};

function run(...events: UploadEvent[]): UploadEntry[] {
  return events.reduce<UploadEntry[]>(uploadReducer, []);
}

const byId = (entries: UploadEntry[], id: string) => entries.find((entry) => entry.id === id)!;

describe("uploadReducer", () => {
  it("queues valid files and rejects the others with their reason", () => {
    const entries = run(added);
    expect(entries.map((entry) => [entry.id, entry.phase, entry.error])).toEqual([
      ["a", "queued", null],
      ["b", "queued", null],
      ["c", "rejected", "c.pdf is not an image"],
    ]);
  });

  it("walks a file through reading, uploading, saving and done", () => {
    const entries = run(
      added,
      { type: "reading", id: "a" },
      { type: "progress", id: "a", transferred: 400, total: 1000 },
      { type: "progress", id: "a", transferred: 900, total: 1000 },
    );
    expect(byId(entries, "a")).toMatchObject({ phase: "uploading", transferred: 900 });
    expect(entryPercent(byId(entries, "a"))).toBe(90);
    const finished = run(
      added,
      { type: "reading", id: "a" },
      { type: "saving", id: "a" },
      { type: "done", id: "a", itemId: "item-1" },
    );
    expect(byId(finished, "a")).toMatchObject({ phase: "done", itemId: "item-1" });
    expect(entryPercent(byId(finished, "a"))).toBe(100);
  });

  it("never shows progress going backwards or beyond the total", () => {
    const entries = run(
      added,
      { type: "reading", id: "a" },
      { type: "progress", id: "a", transferred: 700, total: 1000 },
      { type: "progress", id: "a", transferred: 200, total: 1000 },
      { type: "progress", id: "a", transferred: 5000, total: 1000 },
    );
    expect(byId(entries, "a").transferred).toBe(1000);
  });

  it("ignores late reports once a file is cancelled", () => {
    const entries = run(
      added,
      { type: "reading", id: "a" },
      { type: "progress", id: "a", transferred: 100, total: 1000 },
      { type: "cancelled", id: "a" },
      { type: "progress", id: "a", transferred: 600, total: 1000 },
      { type: "failed", id: "a", error: "storage/canceled" },
      { type: "saving", id: "a" },
    );
    expect(byId(entries, "a")).toMatchObject({ phase: "cancelled", transferred: 100, error: null });
  });

  it("does not cancel a file that is being saved, nor finish one that never uploaded", () => {
    const saving = run(
      added,
      { type: "reading", id: "a" },
      { type: "saving", id: "a" },
      { type: "cancelled", id: "a" },
    );
    expect(byId(saving, "a").phase).toBe("saving");
    expect(canCancel(byId(saving, "a"))).toBe(false);
    const early = run(added, { type: "done", id: "b", itemId: "x" });
    expect(byId(early, "b").phase).toBe("queued");
  });

  it("retries a failed or cancelled file from the start", () => {
    const failed = run(
      added,
      { type: "reading", id: "a" },
      { type: "progress", id: "a", transferred: 500, total: 1000 },
      { type: "failed", id: "a", error: "Storage quota exceeded" },
    );
    expect(byId(failed, "a")).toMatchObject({ phase: "failed", error: "Storage quota exceeded" });
    expect(canRetry(byId(failed, "a"))).toBe(true);
    const retried = uploadReducer(failed, { type: "retried", id: "a" });
    expect(byId(retried, "a")).toMatchObject({ phase: "queued", transferred: 0, error: null });
    expect(canRetry(byId(run(added), "c"))).toBe(false);
  });

  it("clears finished entries but keeps failures and work in flight", () => {
    const entries = run(
      added,
      { type: "reading", id: "a" },
      { type: "saving", id: "a" },
      { type: "done", id: "a", itemId: "i" },
      { type: "reading", id: "b" },
      { type: "failed", id: "b", error: "network" },
    );
    expect(uploadReducer(entries, { type: "cleared" }).map((entry) => entry.id)).toEqual(["b"]);
    const inFlight = run(added, { type: "reading", id: "a" });
    expect(uploadReducer(inFlight, { type: "dismissed", id: "a" }).map((entry) => entry.id)).toEqual([
      "a",
      "b",
      "c",
    ]);
  });
});

describe("entriesToStart", () => {
  it("starts queued files in order, up to the concurrency limit", () => {
    const entries = run(added, {
      type: "added",
      files: [{ id: "d", fileName: "d.png", size: 5, check: { ok: true, mediaType: "image" } }],
    });
    expect(entriesToStart(entries, 2).map((entry) => entry.id)).toEqual(["a", "b"]);
    const oneRunning = uploadReducer(entries, { type: "reading", id: "a" });
    expect(entriesToStart(oneRunning, 2).map((entry) => entry.id)).toEqual(["b"]);
    const full = uploadReducer(oneRunning, { type: "reading", id: "b" });
    expect(entriesToStart(full, 2)).toEqual([]);
  });
});

describe("uploadSummary", () => {
  it("counts done, pending and failed (rejections included)", () => {
    const entries = run(
      added,
      { type: "reading", id: "a" },
      { type: "saving", id: "a" },
      { type: "done", id: "a", itemId: "i" },
    );
    expect(uploadSummary(entries)).toEqual({ done: 1, pending: 1, failed: 1 });
  });
});
