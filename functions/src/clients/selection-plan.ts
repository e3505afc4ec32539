import { CLIENT_LIMITS, selectionHour } from "@folio/domain";

/**
 * What becomes of a new selection: emailed to the owner at once (`now`), listed in the studio
 * without an email of its own because one went out within the quiet window (`folded`), or,
 * past the gallery's hourly bound, kept in the studio marked and neither counted nor emailed
 * (`over-limit`).
 */
export type SelectionMail = "now" | "folded" | "over-limit";

/** The selection fields of `activity/summary` as the plan reads them. */
export interface SelectionState {
  /** The clock hour (selectionHour) the count is for, and how many selections it took. */
  hour: number | null;
  inHour: number;
  /** When the gallery's last selection email was decided (epoch ms), or null. */
  lastEmailAt: number | null;
}

/** The limits the plan applies (CLIENT_LIMITS; tests give smaller ones). */
export interface SelectionLimits {
  perGalleryHour: number;
  quietMs: number;
}

const SELECTION_LIMITS: SelectionLimits = {
  perGalleryHour: CLIENT_LIMITS.selectionsPerGalleryHour,
  quietMs: CLIENT_LIMITS.selectionQuietMs,
};

const finite = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/** Reads the summary's `selectionHour` and `lastSelectionEmailAt` leniently. */
export function parseSelectionState(data: Record<string, unknown> | undefined): SelectionState {
  const hour = (
    typeof data?.selectionHour === "object" && data.selectionHour !== null ? data.selectionHour : {}
  ) as Record<string, unknown>;
  const last = data?.lastSelectionEmailAt as { toMillis?: () => number } | undefined;
  return {
    hour: finite(hour.hour),
    inHour: Math.max(0, finite(hour.count) ?? 0),
    lastEmailAt: typeof last?.toMillis === "function" ? last.toMillis() : null,
  };
}

/**
 * Decides a new selection made at `at` (its server time), and the state after it. One burst
 * of selections costs the owner one email: the first is emailed at once, the next ones within
 * the quiet window after it are folded (the studio lists them all). Past the gallery's bound
 * for the clock hour, a selection is over the limit and changes nothing.
 */
export function planSelection(
  state: SelectionState,
  at: number,
  limits: SelectionLimits = SELECTION_LIMITS,
): { mail: SelectionMail; state: SelectionState } {
  const hour = selectionHour(at);
  const inHour = state.hour === hour ? state.inHour : 0;
  if (inHour >= limits.perGalleryHour) return { mail: "over-limit", state };
  // Either side of the last email: a burst's triggers may run in any order.
  const quiet = state.lastEmailAt !== null && Math.abs(at - state.lastEmailAt) < limits.quietMs;
  return {
    mail: quiet ? "folded" : "now",
    state: { hour, inHour: inHour + 1, lastEmailAt: quiet ? state.lastEmailAt : at },
  };
}
