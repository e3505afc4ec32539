import { initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { beforeEach, describe, expect, it } from "vitest";
import {
  addGuardedWrite,
  forget,
  forgetKnown,
  knownVisitor,
  noteVisitor,
  noteWritten,
  recalled,
  type DocState,
} from "./fold";

// References only: nothing here reaches a database.
const db = getFirestore(initializeApp({ projectId: "demo-fold-memory" }, "fold-memory-test"));
const counter = db.doc("analytics_counters/2026-11-25");

function read(exists: boolean): DocState {
  return {
    ref: counter,
    exists,
    updateTime: exists ? Timestamp.fromMillis(1_000) : undefined,
    data: () => ({}),
  };
}

describe("what an instance remembers of a day's visitors", () => {
  beforeEach(() => forgetKnown());

  it("knows a visitor it noted until the counter is written from a read, when the day may have been wiped", () => {
    noteVisitor(counter, "visitor-a");
    expect(knownVisitor(counter, "visitor-a")).toBe(true);
    expect(knownVisitor(counter, "visitor-b")).toBe(false);
    noteWritten([[read(true), { pageViews: 1 }]], Timestamp.fromMillis(2_000));
    expect(knownVisitor(counter, "visitor-a")).toBe(false);
  });

  it("keeps its visitors while it writes the counter from what it remembers", () => {
    noteWritten([[read(false), { pageViews: 1 }]], Timestamp.fromMillis(2_000));
    noteVisitor(counter, "visitor-a");
    const remembered = recalled(counter)!;
    expect(remembered.recalled).toBe(true);
    // As a direct count or a fold writes it: the guarded write says what it was planned from.
    noteWritten(
      [addGuardedWrite(db.batch(), counter, remembered, { pageViews: 2 })],
      Timestamp.fromMillis(3_000),
    );
    expect(knownVisitor(counter, "visitor-a")).toBe(true);
    expect(recalled(counter)!.data()).toEqual({ pageViews: 2 });
  });

  it("forgets them with the counter when a commit planned from memory is refused", () => {
    noteWritten([[read(false), { pageViews: 1 }]], Timestamp.fromMillis(2_000));
    noteVisitor(counter, "visitor-a");
    forget(counter);
    expect(knownVisitor(counter, "visitor-a")).toBe(false);
    expect(recalled(counter)).toBeUndefined();
  });
});
