import { describe, expect, it } from "vitest";
import { describeChange } from "./kpi-change";

describe("describeChange", () => {
  it("shows rises and falls as relative percentages, coloured by what is good", () => {
    expect(describeChange(120, 100)).toEqual({ label: "+20%", direction: "up", tone: "good" });
    expect(describeChange(97, 100)).toEqual({ label: "−3%", direction: "down", tone: "bad" });
    expect(describeChange(40, 50, "lower")).toEqual({ label: "−20%", direction: "down", tone: "good" });
    expect(describeChange(101.5, 100)).toEqual({ label: "+1.5%", direction: "up", tone: "good" });
  });

  it("never divides by zero", () => {
    expect(describeChange(5, 0)).toEqual({ label: "New", direction: "up", tone: "good" });
    expect(describeChange(0, 0)).toEqual({ label: "No change", direction: "flat", tone: "neutral" });
    expect(describeChange(0, 8)).toEqual({ label: "−100%", direction: "down", tone: "bad" });
  });

  it("calls a change too small to show no change", () => {
    expect(describeChange(1000.2, 1000)).toEqual({ label: "No change", direction: "flat", tone: "neutral" });
  });
});
