/**
 * Flood control of visitor messages (functions/src/messages). A message beyond a budget is
 * kept, never dropped (a real visitor may be caught), but flagged `likelySpam` and shown apart
 * in the studio inbox.
 */
export const MESSAGE_BUDGETS = {
  /**
   * Messages (inquiries and bookings together) one visitor id may send per UTC day before the
   * next are flagged. A real visitor rarely writes more than twice; five leaves room for a
   * correction or two.
   */
  perVisitorPerDay: 5,
  /**
   * Messages the whole site takes per minute before the next are flagged. A portfolio gets a
   * few a day; ten in one minute is a script (or a launch worth checking by hand).
   */
  sitePerMinute: 10,
} as const;

/** Why flood control flagged a message (stored in `spamReason`). */
export const SPAM_REASONS = ["visitor-budget", "site-budget"] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/** Collection of the budget counters: one small document per visitor-day and per site-minute. */
export const MESSAGE_BUDGETS_COLLECTION = "message_budgets";
