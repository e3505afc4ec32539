import { describe, expect, it } from "vitest";
import { budgetKeys, countOf, planScreening, visitorIdOf } from "./screen-plan";

const budgets = { perVisitorPerDay: 2, sitePerMinute: 3 };

describe("planScreening", () => {
  it("lets messages within both budgets through", () => {
    expect(planScreening({ visitor: 1, site: 2 }, budgets)).toEqual({
      visitorCount: 2,
      siteCount: 3,
      likelySpam: false,
      spamReason: null,
    });
  });

  it("flags a visitor beyond their daily budget, naming it before the site's", () => {
    expect(planScreening({ visitor: 2, site: 0 }, budgets)).toEqual({
      visitorCount: 3,
      siteCount: 1,
      likelySpam: true,
      spamReason: "visitor-budget",
    });
    expect(planScreening({ visitor: 2, site: 3 }, budgets).spamReason).toBe("visitor-budget");
  });

  it("flags any message beyond the site's budget for the minute, with or without a visitor", () => {
    expect(planScreening({ visitor: null, site: 3 }, budgets)).toEqual({
      visitorCount: null,
      siteCount: 4,
      likelySpam: true,
      spamReason: "site-budget",
    });
    expect(planScreening({ visitor: 0, site: 3 }, budgets).spamReason).toBe("site-budget");
  });
});

describe("budget keys and counts", () => {
  const at = new Date("2030-01-02T10:07:59.900Z");

  it("names one document per visitor-day and one per site-minute", () => {
    expect(budgetKeys("abcdEFGH_123", at)).toEqual({
      visitor: "visitor-abcdEFGH_123-2030-01-02",
      site: "site-2030-01-02T10-07",
    });
    expect(budgetKeys(null, at)).toEqual({ visitor: null, site: "site-2030-01-02T10-07" });
  });

  it("takes only visitor ids the rules accept, and reads any malformed count as 0", () => {
    expect(visitorIdOf({ visitorId: "abcdEFGH_123" })).toBe("abcdEFGH_123");
    expect([{ visitorId: "a/b/c/d/e/f" }, { visitorId: 42 }, {}].map(visitorIdOf)).toEqual([
      null,
      null,
      null,
    ]);
    expect([{ count: 4 }, { count: -1 }, { count: "9" }, { count: 1.5 }, undefined].map(countOf)).toEqual([
      4, 0, 0, 0, 0,
    ]);
  });
});
