import { MESSAGE_BUDGETS, MESSAGE_PATTERNS, utcDateKey, type SpamReason } from "@folio/domain";

/** Budget counters are kept two days, then Firestore's TTL policy on `expiresAt` removes them. */
export const BUDGET_TTL_MS = 2 * 24 * 60 * 60 * 1000;

/** The budget documents one message counts against: its visitor's day (if it names a visitor) and its site minute. */
export interface BudgetKeys {
  /** `visitor-{visitorId}-{YYYY-MM-DD}`, or null for a message without a (valid) visitor id. */
  visitor: string | null;
  /** `site-{YYYY-MM-DD}T{HH}-{MM}` (UTC). */
  site: string;
}

/** The visitor id of a stored message, when it is one the rules would accept; else null. */
export function visitorIdOf(data: Record<string, unknown>): string | null {
  const id = data.visitorId;
  return typeof id === "string" && MESSAGE_PATTERNS.visitorId.test(id) ? id : null;
}

/** Budget document ids for a message sent at `at` (ids only hold pattern-checked text and digits). */
export function budgetKeys(visitorId: string | null, at: Date): BudgetKeys {
  const minute = at.toISOString().slice(11, 16).replace(":", "-");
  return {
    visitor: visitorId ? `visitor-${visitorId}-${utcDateKey(at)}` : null,
    site: `site-${utcDateKey(at)}T${minute}`,
  };
}

/** A budget document's count; anything malformed counts as 0 (never throw on bad data). */
export function countOf(data: Record<string, unknown> | undefined): number {
  const count = data?.count;
  return typeof count === "number" && Number.isSafeInteger(count) && count >= 0 ? count : 0;
}

/** The counts after this message, and the verdict. */
export interface ScreeningPlan {
  visitorCount: number | null;
  siteCount: number;
  likelySpam: boolean;
  spamReason: SpamReason | null;
}

/**
 * Counts one more message against each budget and flags it when either is exceeded. The
 * visitor's budget is named first when both are: it is the more specific reason.
 */
export function planScreening(
  before: { visitor: number | null; site: number },
  budgets: { perVisitorPerDay: number; sitePerMinute: number } = MESSAGE_BUDGETS,
): ScreeningPlan {
  const visitorCount = before.visitor === null ? null : before.visitor + 1;
  const siteCount = before.site + 1;
  const spamReason: SpamReason | null =
    visitorCount !== null && visitorCount > budgets.perVisitorPerDay
      ? "visitor-budget"
      : siteCount > budgets.sitePerMinute
        ? "site-budget"
        : null;
  return { visitorCount, siteCount, likelySpam: spamReason !== null, spamReason };
}
