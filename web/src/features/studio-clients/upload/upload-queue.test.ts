import { describe, expect, it } from "vitest";
import {
  clientUploadReducer,
  entriesToStart,
  summarizeUploads,
  type ClientUploadEntry,
  type ClientUploadEvent,
} from "./upload-queue";

const ok = { ok: true, mediaType: "image" } as const;

function added(count: number): ClientUploadEvent {
  return {
    type: "added",
    setId: "main",
    files: Array.from({ length: count }, (_, index) => ({
      id: `f${index}`,
      fileName: `IMG_${index}.jpg`,
      size: 100,
      check: ok,
    })),
  };
}

const run = (events: ClientUploadEvent[], from: readonly ClientUploadEntry[] = []) =>
  events.reduce(clientUploadReducer, from);
const phaseOf = (entries: readonly ClientUploadEntry[], id: string) =>
  entries.find((entry) => entry.id === id)?.phase;

describe("client upload queue", () => {
  it("starts at most three files at a time, oldest first", () => {
    let entries = run([added(5)]);
    expect(entriesToStart(entries).map((entry) => entry.id)).toEqual(["f0", "f1", "f2"]);
    entries = run(
      [
        { type: "started", id: "f0" },
        { type: "started", id: "f1" },
      ],
      entries,
    );
    expect(entriesToStart(entries).map((entry) => entry.id)).toEqual(["f2"]);
    entries = run([{ type: "started", id: "f2" }], entries);
    expect(entriesToStart(entries)).toEqual([]);
    entries = run(
      [
        { type: "created", id: "f0", workId: "w0" },
        { type: "done", id: "f0" },
      ],
      entries,
    );
    expect(entriesToStart(entries).map((entry) => entry.id)).toEqual(["f3"]);
  });

  it("rejects files that cannot be uploaded without starting them", () => {
    const entries = run([
      {
        type: "added",
        setId: "main",
        files: [{ id: "bad", fileName: "notes.txt", size: 3, check: { ok: false, reason: "Not a picture" } }],
      },
    ]);
    expect(entries[0]).toMatchObject({ phase: "rejected", error: "Not a picture" });
    expect(entriesToStart(entries)).toEqual([]);
    expect(summarizeUploads(entries).total).toBe(0);
  });

  it("retries one failed file into the work it already created while the others go on", () => {
    let entries = run([
      added(2),
      { type: "started", id: "f0" },
      { type: "started", id: "f1" },
      { type: "created", id: "f0", workId: "w0" },
      { type: "progress", id: "f0", transferred: 40, total: 100 },
      { type: "failed", id: "f0", error: "Network lost" },
      { type: "created", id: "f1", workId: "w1" },
    ]);
    expect(entries[0]).toMatchObject({ phase: "failed", error: "Network lost", workId: "w0" });
    expect(phaseOf(entries, "f1")).toBe("uploading");
    entries = run(
      [
        { type: "retried", id: "f0" },
        { type: "started", id: "f0" },
      ],
      entries,
    );
    // The work exists: straight to sending, no second document.
    expect(entries[0]).toMatchObject({ phase: "uploading", workId: "w0", transferred: 0, error: null });
  });

  it("retries every failed file at once, and ignores stale reports", () => {
    let entries = run([
      added(3),
      { type: "started", id: "f0" },
      { type: "failed", id: "f0", error: "x" },
      { type: "started", id: "f1" },
      { type: "failed", id: "f1", error: "y" },
      // A late progress report of a failed file changes nothing.
      { type: "progress", id: "f1", transferred: 90, total: 100 },
    ]);
    expect(entries[1]).toMatchObject({ phase: "failed", transferred: 0 });
    entries = run([{ type: "retriedAllFailed" }], entries);
    expect(entries.map((entry) => entry.phase)).toEqual(["queued", "queued", "queued"]);
  });

  it("counts for the overall line", () => {
    const entries = run([
      added(4),
      { type: "started", id: "f0" },
      { type: "created", id: "f0", workId: "w" },
      { type: "done", id: "f0" },
      { type: "started", id: "f1" },
      { type: "failed", id: "f1", error: "x" },
    ]);
    expect(summarizeUploads(entries)).toEqual({ total: 4, done: 1, failed: 1, pending: 2 });
    expect(run([{ type: "clearedFinished" }], entries).map((entry) => entry.id)).toEqual(["f1", "f2", "f3"]);
  });
});
