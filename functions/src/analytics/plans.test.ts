import { emptyDayStats, type StoredEvent, type StoredSession } from "@folio/domain";
import { describe, expect, it } from "vitest";
import { foldIntervalMs } from "./config";
import { eventDelta } from "./event-delta";
import { planEvent } from "./event-plan";
import { foldShards, sameTotals, counterFields } from "./fold-plan";
import { isConsistent, planDayRebuild } from "./rebuild-plan";
import { planSession } from "./session-plan";
import { hash32, shardFor } from "./shard";
import { deltaWrite, isZeroDelta, subtractDayStats } from "./stats-delta";

const at = new Date("2026-03-01T23:59:59.999Z");
const event = (patch: Partial<StoredEvent>): StoredEvent => ({
  type: "page_view",
  contentId: null,
  contentTitle: null,
  contentType: null,
  category: null,
  timestamp: at,
  sessionId: null,
  userId: null,
  path: null,
  uid: null,
  countState: null,
  ...patch,
});
const session = (patch: Partial<StoredSession>): StoredSession => ({
  userId: "visitor-1",
  sessionId: "session-1",
  startTime: at,
  endTime: at,
  duration: 0,
  bounced: true,
  referrer: "",
  device: "mobile",
  counted: null,
  ...patch,
});

describe("planEvent", () => {
  it("counts in the UTC day of the event, on a stable shard", () => {
    const plan = planEvent("evt1", event({ type: "image_view", contentId: "item1", userId: "visitor1x" }));
    expect(plan).toMatchObject({
      date: "2026-03-01",
      counterField: "contentViews",
      item: { id: "item1", dayField: "views", totalField: "views" },
      visitor: { id: "visitor1x" },
    });
    expect(plan.shard).toBe(planEvent("evt1", event({})).shard);
    expect(Number(plan.shard)).toBeLessThan(50);
  });

  it("maps every type to the spec's counter and item fields", () => {
    const rows = (
      [
        "page_view",
        "gallery_view",
        "image_view",
        "video_view",
        "download",
        "like",
        "share",
        "inquiry",
        "booking",
      ] as const
    ).map((type) => {
      const plan = planEvent("e", event({ type, contentId: "i" }));
      return [type, plan.counterField, plan.item?.totalField ?? null];
    });
    expect(rows).toEqual([
      ["page_view", "pageViews", null],
      ["gallery_view", "contentViews", null],
      ["image_view", "contentViews", "views"],
      ["video_view", "contentViews", "views"],
      ["download", "downloads", null],
      ["like", "likes", "likes"],
      ["share", "shares", null],
      ["inquiry", "inquiries", null],
      ["booking", "bookings", null],
    ]);
  });
});

describe("shards", () => {
  it("spread keys over all shards", () => {
    const used = new Set(Array.from({ length: 5000 }, (_, index) => shardFor(`event-${index}`)));
    expect(used.size).toBe(50);
    expect(hash32("a")).toBe(hash32("a"));
  });
});

describe("deltas", () => {
  it("write only non-zero changes, as nested maps with literal keys", () => {
    const delta = eventDelta(planEvent("e", event({ type: "like", contentId: "item.with.dots" })));
    expect(deltaWrite(delta, (value) => `+${value}`)).toEqual({
      likes: "+1",
      eventTypes: { like: "+1" },
      items: { "item.with.dots": { likes: "+1" } },
    });
    expect(isZeroDelta(emptyDayStats("2026-03-01"))).toBe(true);
    expect(isZeroDelta(subtractDayStats(delta, delta))).toBe(true);
  });
});

describe("planSession", () => {
  it("counts a new session once with its device and source", () => {
    const plan = planSession(session({ referrer: "google.com" }))!;
    expect(deltaWrite(plan.delta, (value) => value)).toEqual({
      sessions: 1,
      bounces: 1,
      devices: { mobile: 1 },
      sources: { "s:google.com": 1 },
    });
    expect(plan.counted).toEqual({ duration: 0, bounced: true });
  });

  it("adds only the difference once counted, and nothing when already counted", () => {
    const plan = planSession(
      session({ duration: 40, bounced: false, counted: { duration: 10, bounced: true } }),
    )!;
    expect(deltaWrite(plan.delta, (value) => value)).toEqual({ bounces: -1, durationSum: 30 });
    expect(
      planSession(session({ duration: 40, bounced: false, counted: { duration: 40, bounced: false } })),
    ).toBeNull();
  });
});

describe("fold", () => {
  it("sums shards, and takes unique visitors from the count of the day's markers", () => {
    const shards = [
      {
        id: "0",
        data: { pageViews: 2, items: { a: { views: 1 } } },
        updateTime: 1,
      },
      {
        id: "1",
        data: { pageViews: 3, items: { a: { views: 2 }, b: { likes: 1 } } },
        updateTime: 2,
      },
      {
        id: "repair",
        data: { pageViews: -1, items: { b: { likes: -1 } }, sources: { x: 0 } },
        updateTime: 3,
      },
    ];
    const total = foldShards("2026-03-01", 2, shards);
    expect(total.counters.pageViews).toBe(4);
    expect(total.uniqueVisitors).toBe(2);
    expect(total.items).toEqual({ a: { views: 3, likes: 0, downloads: 0, shares: 0 } });
    expect(total.sources).toEqual({});
    expect(sameTotals(counterFields(total), total)).toBe(true);
    expect(sameTotals({ ...counterFields(total), pageViews: 5 }, total)).toBe(false);
    expect(sameTotals(undefined, total)).toBe(false);
  });
});

describe("planDayRebuild", () => {
  const read = (id: string, data: Record<string, unknown>) => ({ id, data, updateTime: id });
  const counted = (id: string, data: Record<string, unknown>) => read(id, { ...data, countState: "counted" });

  it("is consistent when the shards hold exactly the counted events and sessions", () => {
    const events = [counted("e1", { type: "page_view", timestamp: at, userId: "visitor1x" })];
    const sessions = [read("s1", { ...session({}), counted: { duration: 0, bounced: true } })];
    const shards = [
      {
        id: "3",
        data: {
          pageViews: 1,
          eventTypes: { page_view: 1 },
          sessions: 1,
          bounces: 1,
          devices: { mobile: 1 },
          sources: { "s:Direct": 1 },
        },
        updateTime: 5,
      },
    ];
    const plan = planDayRebuild("2026-03-01", events, sessions, shards, ["visitor1x"]);
    expect(isConsistent(plan)).toBe(true);
    expect(plan).toMatchObject({ claims: [], ignores: [], settles: [], countedEvents: 1 });
  });

  it("corrects drift, claims uncounted events, marks uncountable ones and settles sessions", () => {
    const events = [
      counted("e1", { type: "page_view", timestamp: at, userId: "visitor1x" }),
      read("e2", { type: "like", contentId: "i1", timestamp: at }),
      read("e3", { type: "teleport", timestamp: at }),
      read("e4", { type: "teleport", timestamp: at, countState: "ignored" }),
    ];
    const sessions = [read("s1", { ...session({ duration: 9 }), counted: { duration: 4, bounced: true } })];
    const shards = [
      {
        id: "0",
        data: {
          pageViews: 3,
          sessions: 1,
          bounces: 1,
          durationSum: 4,
          devices: { mobile: 1 },
          sources: { "s:Direct": 1 },
        },
        updateTime: 1,
      },
    ];
    const plan = planDayRebuild("2026-03-01", events, sessions, shards, ["ghost"]);
    expect(deltaWrite(plan.correction, (value) => value)).toEqual({
      pageViews: -2,
      eventTypes: { page_view: 1 },
    });
    expect(plan.missingVisitors).toEqual(["visitor1x"]);
    expect(plan.extraVisitors).toEqual(["ghost"]);
    expect(plan.claims.map((claim) => claim.event.id)).toEqual(["e2"]);
    expect(plan.ignores).toEqual([{ event: events[2], reason: "unknown-type" }]);
    expect(plan.settles.map((settle) => deltaWrite(settle.plan.delta, (value) => value))).toEqual([
      { durationSum: 5 },
    ]);
  });
});

describe("planDayRebuild's grace period", () => {
  it("leaves events and session changes newer than settleBefore to their triggers", () => {
    const events = [{ id: "e1", data: { type: "page_view", timestamp: at }, updateTime: "e1" }];
    const sessions = [{ id: "s1", data: { ...session({ duration: 9 }) }, updateTime: "s1" }];
    const recent = planDayRebuild("2026-03-01", events, sessions, [], [], at.getTime());
    expect(recent).toMatchObject({ claims: [], settles: [] });
    const later = planDayRebuild("2026-03-01", events, sessions, [], [], at.getTime() + 1);
    expect(later.claims).toHaveLength(1);
    expect(later.settles).toHaveLength(1);
  });
});

describe("foldIntervalMs", () => {
  it("spaces folds by a second in production, not in the emulator, and can be overridden", () => {
    expect(foldIntervalMs({})).toBe(1000);
    expect(foldIntervalMs({ FUNCTIONS_EMULATOR: "true" })).toBe(0);
    expect(foldIntervalMs({ FUNCTIONS_EMULATOR: "true", FOLIO_FOLD_INTERVAL_MS: "250" })).toBe(250);
    expect(foldIntervalMs({ FOLIO_FOLD_INTERVAL_MS: "nonsense" })).toBe(1000);
  });
});
