import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { parseSelectionState, planSelection, type SelectionState } from "./selection-plan";

const HOUR = 60 * 60 * 1000;
const limits = { perGalleryHour: 4, quietMs: 15 * 60 * 1000 };
const fresh: SelectionState = { hour: null, inHour: 0, lastEmailAt: null };

/** Plans selections made at each time in turn: the decisions. */
function decide(times: number[]) {
  let state = fresh;
  return times.map((at) => {
    const plan = planSelection(state, at, limits);
    state = plan.state;
    return plan.mail;
  });
}

describe("a gallery's selections and the owner's email", () => {
  it("emails the first of a burst at once and folds the rest within the quiet window", () => {
    const start = 100 * HOUR;
    expect(decide([start, start + 60_000, start + 14 * 60_000, start + 16 * 60_000])).toEqual([
      "now",
      "folded",
      "folded",
      "now",
    ]);
  });

  it("folds a burst whatever order its triggers run in", () => {
    const start = 100 * HOUR;
    expect(decide([start + 5000, start, start + 2000])).toEqual(["now", "folded", "folded"]);
  });

  it("takes at most the gallery's bound in one clock hour, and starts again the next hour", () => {
    const start = 100 * HOUR;
    const burst = Array.from({ length: 6 }, (_, index) => start + index * 1000);
    expect(decide([...burst, start + HOUR])).toEqual([
      "now",
      "folded",
      "folded",
      "folded",
      "over-limit",
      "over-limit",
      "now",
    ]);
  });

  it("reads the stored state leniently", () => {
    expect(parseSelectionState(undefined)).toEqual(fresh);
    expect(parseSelectionState({ selectionHour: { hour: "x", count: -3 }, lastSelectionEmailAt: 5 })).toEqual(
      fresh,
    );
    expect(
      parseSelectionState({
        selectionHour: { hour: 7, count: 2 },
        lastSelectionEmailAt: Timestamp.fromMillis(9),
      }),
    ).toEqual({ hour: 7, inHour: 2, lastEmailAt: 9 });
  });
});
