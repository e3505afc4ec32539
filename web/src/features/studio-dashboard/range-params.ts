import { isValidRange, todayKey } from "./api/date-range";
import type { RangeChoice } from "./components/range-picker";
import { presetRange, rangeLength, type RangePreset } from "./range-presets";

/** Custom periods longer than this would read a counter per day for a very long time. */
export const CUSTOM_MAX_DAYS = 366;
const PRESETS: readonly Exclude<RangePreset, "custom">[] = ["today", "7d", "30d", "90d"];

/** The period in the address bar (`?period=7d` or `?from=…&to=…`); 30 days by default. */
export function choiceFromParams(params: URLSearchParams, now: number = Date.now()): RangeChoice {
  const from = params.get("from");
  const to = params.get("to");
  if (from && to) {
    const range = { from, to };
    if (isValidRange(range) && to <= todayKey(now) && rangeLength(range) <= CUSTOM_MAX_DAYS)
      return { preset: "custom", range };
  }
  const period = params.get("period");
  const preset = PRESETS.find((candidate) => candidate === period) ?? "30d";
  return { preset, range: presetRange(preset, now) };
}

/** The address-bar form of a period. */
export function choiceToParams(choice: RangeChoice): URLSearchParams {
  if (choice.preset === "custom")
    return new URLSearchParams({ from: choice.range.from, to: choice.range.to });
  return choice.preset === "30d" ? new URLSearchParams() : new URLSearchParams({ period: choice.preset });
}
