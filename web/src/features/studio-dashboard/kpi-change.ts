/** Whether a rise in a figure is good news (views) or bad news (bounce rate). */
export type Better = "higher" | "lower";

/** How a figure moved against the previous period, ready to show. */
export interface Change {
  /** "+12.5%", "−3%", "New" (nothing before), "No change". */
  label: string;
  direction: "up" | "down" | "flat";
  /** good: green, bad: red, neutral: grey. */
  tone: "good" | "bad" | "neutral";
}

/**
 * The change of a figure against the previous period as a relative percentage. From zero
 * to something is "New" (a percentage would be infinite); zero to zero is no change.
 */
export function describeChange(current: number, previous: number, better: Better = "higher"): Change {
  if (current === previous) return { label: "No change", direction: "flat", tone: "neutral" };
  const direction = current > previous ? "up" : "down";
  const tone = (direction === "up") === (better === "higher") ? "good" : "bad";
  if (previous === 0) return { label: "New", direction, tone };
  const relative = ((current - previous) / Math.abs(previous)) * 100;
  const rounded = Math.abs(relative) >= 10 ? Math.round(relative) : Math.round(relative * 10) / 10;
  if (rounded === 0) return { label: "No change", direction: "flat", tone: "neutral" };
  return { label: `${rounded > 0 ? "+" : "−"}${Math.abs(rounded)}%`, direction, tone };
}
