import { emptyDayStats, OTHER_SOURCE, type StoredEvent, type StoredSession } from "@folio/domain";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { foldIntervalMs, ownHosts, sessionsWait } from "./config";
import { counterFields, dayChanges, foldShards, mergeTop, nextTotals, sameTotals } from "./fold";
import {
  eventDelta,
  hash32,
  isZeroDelta,
  itemDelta,
  likeMarkId,
  parseSession,
  planEvent,
  planSession,
  sessionSource,
  shardFor,
  shardWrite,
  sourceDocId,
  subtractDayStats,
  viewMarkId,
  settleWindow,
  waitsToSettle,
} from "./plan";
import { isConsistent, planDayRebuild, type DayRead } from "./rebuild";

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
  itemCounted: true,
  unliked: false,
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
    expect(Number(plan.item!.shard)).toBeLessThan(10);
  });

  it("binds a view in a session to its view marker, and a like with a uid to its like marker", () => {
    const view = planEvent("e", event({ type: "image_view", contentId: "item1", sessionId: "session_1x" }));
    expect(view.viewMark).toBe(viewMarkId("session_1x", "item1"));
    expect(view.viewMark).toMatch(/^[0-9a-f]{40}$/);
    // Ids that both hold "_" still name different pairs.
    expect(viewMarkId("a_b", "c")).not.toBe(viewMarkId("a", "b_c"));
    expect(planEvent("e", event({ type: "image_view", contentId: "item1" })).viewMark).toBeNull();
    const like = planEvent("e", event({ type: "like", contentId: "item1", uid: "Uid123" }));
    expect(like.likeMark).toEqual({ id: "Uid123_item1", uid: "Uid123" });
    expect(likeMarkId("Uid123", "item1")).toBe("Uid123_item1");
    // A backfill's like (no uid) counts without a marker.
    expect(planEvent("e", event({ type: "like", contentId: "item1" })).likeMark).toBeNull();
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
  it("write only the non-zero fixed fields to a shard; the item's counts go to its own shard", () => {
    const effects = planEvent("e", event({ type: "like", contentId: "item-1" }));
    const delta = eventDelta(effects);
    expect(shardWrite(delta, (value) => `+${value}`)).toEqual({ likes: "+1", eventTypes: { like: "+1" } });
    expect(itemDelta(effects, true)).toEqual({ views: 0, likes: 1, downloads: 0, shares: 0 });
    expect(itemDelta(effects, false)).toBeNull();
    expect(itemDelta(planEvent("e", event({ type: "page_view", contentId: "item-1" })), true)).toBeNull();
    expect(isZeroDelta(emptyDayStats("2026-03-01"))).toBe(true);
    expect(isZeroDelta(subtractDayStats(delta, delta))).toBe(true);
  });

  it("names a source's document by a hash: no label becomes an id", () => {
    for (const label of ["__x__", "a/b", "..", "constructor", "x".repeat(100)])
      expect(sourceDocId(label)).toMatch(/^[0-9a-f]{32}$/);
    expect(sourceDocId("a")).not.toBe(sourceDocId("b"));
  });
});

describe("parseSession", () => {
  const stored = { ...session({}), startTime: Timestamp.fromDate(at), endTime: Timestamp.fromDate(at) };

  it("reads a backfill's session liberally: no referrer is a direct visit, a referrer URL its host, a fractional duration rounds", () => {
    expect(parseSession({ ...stored, referrer: null })?.referrer).toBe("");
    const { referrer: _absent, ...withoutReferrer } = stored;
    expect(parseSession(withoutReferrer)?.referrer).toBe("");
    expect(parseSession({ ...stored, duration: 12.6 })?.duration).toBe(13);
    expect(sessionSource(parseSession({ ...stored, referrer: null })!)).toBe("Direct");
    // A full referrer URL counts as its host, never with its path or query.
    expect(sessionSource(session({ referrer: "https://www.google.com/search?q=me%40mail.com" }))).toBe(
      "google.com",
    );
    expect(sessionSource(session({ referrer: "newsletter" }))).toBe("newsletter");
  });

  it("counts a referrer from the site itself as Direct, whichever of its hosts", () => {
    const own = ownHosts({ GCLOUD_PROJECT: "demo-shop", SITE_ORIGIN: "https://www.ana-studio.com" });
    expect([...own].sort()).toEqual(["ana-studio.com", "demo-shop.firebaseapp.com", "demo-shop.web.app"]);
    for (const referrer of [
      "https://ana-studio.com/work/harbour",
      "https://www.ana-studio.com/",
      "https://demo-shop.web.app/about",
      "https://demo-shop.firebaseapp.com/?utm_source=x",
    ])
      expect(sessionSource(session({ referrer }), own)).toBe("Direct");
    expect(sessionSource(session({ referrer: "https://instagram.com/ana" }), own)).toBe("instagram.com");
    // A label the tracker stored (a host, not a URL) is kept as it is.
    expect(sessionSource(session({ referrer: "ana-studio.com" }), own)).toBe("ana-studio.com");
    expect(ownHosts({ FUNCTIONS_EMULATOR: "true", GCLOUD_PROJECT: "demo-folio" })).toContain("localhost");
  });

  it("refuses what it cannot count, and says which fields are wrong", () => {
    const heard: string[] = [];
    const hear = (fields: string) => heard.push(fields);
    expect(parseSession({ ...stored, startTime: null, device: "fridge" }, hear)).toBeNull();
    expect(parseSession({ ...stored, duration: -1, referrer: 5 }, hear)).toBeNull();
    expect(parseSession({ ...stored, duration: 86_401 })).toBeNull();
    expect(heard).toEqual(["startTime,device", "duration,referrer"]);
  });
});

describe("planSession", () => {
  it("counts a new session once with its device and source", () => {
    const plan = planSession(session({ referrer: "google.com" }), null)!;
    expect(shardWrite(plan.delta, (value) => value)).toEqual({
      sessions: 1,
      bounces: 1,
      devices: { mobile: 1 },
    });
    expect({ ...plan.delta.sources }).toEqual({ "google.com": 1 });
    expect(plan.counted).toEqual({ duration: 0, bounced: true });
  });

  it("adds only the difference once counted, and nothing when already counted", () => {
    const plan = planSession(session({ duration: 40, bounced: false }), { duration: 10, bounced: true })!;
    expect(shardWrite(plan.delta, (value) => value)).toEqual({ bounces: -1, durationSum: 30 });
    expect({ ...plan.delta.sources }).toEqual({});
    expect(
      planSession(session({ duration: 40, bounced: false }), { duration: 40, bounced: false }),
    ).toBeNull();
  });
});

describe("fold", () => {
  it("sums shards' fixed fields, and takes unique visitors from the count of the day's markers", () => {
    const shards = [
      { id: "0", data: { pageViews: 2 }, updateTime: 1 },
      // Maps of items and sources (the stored counter's top lists, summed with the shards) are not summed.
      { id: "1", data: { pageViews: 3, items: { a: { views: 2 } }, sources: { "s:x": 4 } }, updateTime: 2 },
      { id: "repair", data: { pageViews: -1 }, updateTime: 3 },
    ];
    const total = foldShards("2026-03-01", 2, shards);
    expect(total.counters.pageViews).toBe(4);
    expect(total.uniqueVisitors).toBe(2);
    expect({ ...total.items }).toEqual({});
    expect({ ...total.sources }).toEqual({});
    expect(sameTotals(counterFields(total), total)).toBe(true);
    expect(sameTotals({ ...counterFields(total), pageViews: 5 }, total)).toBe(false);
    expect(sameTotals(undefined, total)).toBe(false);
  });

  it("keeps the top items and sources it is given, and the rest of the sessions as Other", () => {
    const total = foldShards(
      "2026-03-01",
      0,
      [{ id: "0", data: { sessions: 10 } }],
      [
        { id: "a", data: { views: 3, likes: 1 } },
        { id: "b", data: { views: 0, likes: 0 } },
      ],
      [
        { label: "google.com", sessions: 4 },
        { label: "constructor", sessions: 2 },
        { label: 7, sessions: 9 },
      ],
    );
    expect({ ...total.items }).toEqual({ a: { views: 3, likes: 1, downloads: 0, shares: 0 } });
    expect({ ...total.sources }).toEqual({ "google.com": 4, constructor: 2, [OTHER_SOURCE]: 4 });
  });

  it("merges what changed into a kept top list, as the full ordered query would rank it", () => {
    const kept: [string, number][] = [
      ["a", 9],
      ["b", 5],
      ["c", 5],
    ];
    // `d` climbs into the list, `b` grows past `a`; ties go by id, as Firestore orders them.
    expect(
      mergeTop(
        kept,
        [
          ["d", 6],
          ["b", 10],
        ],
        (views) => views,
        3,
      ),
    ).toEqual([
      ["b", 10],
      ["a", 9],
      ["d", 6],
    ]);
    expect(mergeTop(kept, [["e", 5]], (views) => views, 4).map(([id]) => id)).toEqual(["a", "b", "c", "e"]);
    expect(mergeTop([], [], (views: number) => views, 3)).toEqual([]);
  });
});

describe("nextTotals (a direct count: the fold of one change)", () => {
  const date = "2026-03-01";
  const stored = {
    pageViews: 4,
    sessions: 3,
    uniqueVisitors: 2,
    eventTypes: { page_view: 4 },
    items: { a: { views: 5, likes: 0, downloads: 0, shares: 0 } },
    sources: { "s:Direct": 2, "s:Other": 1 },
  };

  it("adds the change to the counter as stored, with the item's and the source's new entries", () => {
    const totals = nextTotals(date, stored, [stored, { contentViews: 1, sessions: 1 }], {
      visitors: 3,
      items: [["b", { views: 1, likes: 0, downloads: 0, shares: 0 }]],
      sources: [{ label: "example.com", sessions: 1 }],
      fresh: false,
    });
    expect(totals.counters).toMatchObject({ pageViews: 4, contentViews: 1 });
    expect(totals.uniqueVisitors).toBe(3);
    expect(totals.sessions).toBe(4);
    expect(Object.keys(totals.items).sort()).toEqual(["a", "b"]);
    // The named sources, and the rest of the sessions under Other.
    expect(totals.sources).toEqual({ Direct: 2, "example.com": 1, [OTHER_SOURCE]: 1 });
  });

  it("adds only what a shard gained since the counter folded it", () => {
    const folded = { ...stored, shardsFolded: { "3": { pageViews: 2 } } };
    const changes = dayChanges(date, folded, [
      { id: "3", data: { pageViews: 5 } },
      { id: "7", data: { pageViews: 1 } },
    ]);
    expect(
      foldShards(
        date,
        0,
        changes.map((data, index) => ({ id: String(index), data })),
      ).counters.pageViews,
    ).toBe(4 + (5 - 2) + 1);
  });
});

const day = (patch: Partial<DayRead>): DayRead => ({
  counter: undefined,
  events: [],
  sessions: [],
  stamps: new Map(),
  shards: [],
  markers: [],
  sources: [],
  itemShards: [],
  itemCounts: new Map(),
  ...patch,
});

describe("planDayRebuild", () => {
  const read = (id: string, data: Record<string, unknown>) => ({ id, data, updateTime: id });
  const counted = (id: string, data: Record<string, unknown>) => read(id, { ...data, countState: "counted" });

  it("is consistent when the counter and its unfolded shards hold exactly the counted events and sessions", () => {
    const plan = planDayRebuild(
      "2026-03-01",
      day({
        // The page view was counted straight into the counter; the rest went to a shard not folded yet.
        counter: { pageViews: 1, eventTypes: { page_view: 1 }, uniqueVisitors: 1 },
        events: [
          counted("e1", { type: "page_view", timestamp: at, userId: "visitor1x" }),
          counted("e2", { type: "image_view", contentId: "i1", timestamp: at, itemCounted: true }),
          counted("e3", { type: "image_view", contentId: "i1", timestamp: at, itemCounted: false }),
          counted("e4", { type: "like", contentId: "i1", timestamp: at, unliked: true }),
        ],
        sessions: [read("s1", { ...session({}) })],
        stamps: new Map([["s1", read("s1", { counted: { duration: 0, bounced: true } })]]),
        shards: [
          {
            id: "3",
            data: {
              contentViews: 2,
              likes: 1,
              eventTypes: { image_view: 2, like: 1 },
              sessions: 1,
              bounces: 1,
              devices: { mobile: 1 },
            },
            updateTime: 5,
          },
        ],
        sources: [read("h", { label: "Direct", sessions: 1 })],
        // One view (the repeat raised nothing), and the like was taken back.
        itemShards: [
          read("i1_0", { itemId: "i1", views: 1, likes: 1 }),
          read("i1_1", { itemId: "i1", likes: -1 }),
        ],
        // Folded: the day counts record the shard values they hold.
        itemCounts: new Map([
          [
            "i1",
            read("i1", {
              views: 1,
              likes: 0,
              downloads: 0,
              shares: 0,
              shardsFolded: { i1_0: { views: 1, likes: 1 }, i1_1: { likes: -1 } },
            }),
          ],
        ]),
        markers: ["visitor1x"],
      }),
    );
    expect(isConsistent(plan)).toBe(true);
    expect(plan).toMatchObject({ claims: [], settles: [], itemsToFold: [], countedEvents: 4 });
  });

  it("corrects drift, claims uncounted events, marks uncountable ones and settles sessions", () => {
    const events = [
      counted("e1", { type: "page_view", timestamp: at, userId: "visitor1x" }),
      read("e2", { type: "like", contentId: "i1", timestamp: at }),
      read("e3", { type: "teleport", timestamp: at }),
      read("e4", { type: "teleport", timestamp: at, countState: "ignored" }),
      counted("e5", { type: "download", contentId: "i2", timestamp: at }),
    ];
    const plan = planDayRebuild(
      "2026-03-01",
      day({
        events,
        sessions: [read("s1", { ...session({ duration: 9 }) })],
        stamps: new Map([["s1", read("s1", { counted: { duration: 4, bounced: true } })]]),
        shards: [
          {
            id: "0",
            data: {
              pageViews: 3,
              downloads: 1,
              eventTypes: { download: 1 },
              sessions: 1,
              bounces: 1,
              durationSum: 4,
              devices: { mobile: 1 },
            },
            updateTime: 1,
          },
        ],
        sources: [read("h", { label: "Direct", sessions: 2 })],
        markers: ["ghost"],
      }),
    );
    expect(shardWrite(plan.correction, (value) => value)).toEqual({
      pageViews: -2,
      eventTypes: { page_view: 1 },
    });
    expect({ ...plan.correction.sources }).toEqual({ Direct: -1 });
    expect([...plan.itemCorrections]).toEqual([["i2", { views: 0, likes: 0, downloads: 1, shares: 0 }]]);
    expect(plan.itemsToFold).toEqual(["i2"]);
    expect(plan.missingVisitors).toEqual(["visitor1x"]);
    expect(plan.extraVisitors).toEqual(["ghost"]);
    // The uncounted like, and the malformed event (the trigger's code marks it ignored).
    expect(plan.claims.map((claim) => [claim.event.id, claim.effects?.type ?? null])).toEqual([
      ["e2", "like"],
      ["e3", null],
    ]);
    expect(plan.settles.map((settle) => shardWrite(settle.plan.delta, (value) => value))).toEqual([
      { durationSum: 5 },
    ]);
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

describe("the settle sweep's windows", () => {
  const minute = 60_000;
  it("tile: each write is swept by exactly one scheduled run, a retried or late run sweeps its own window", () => {
    const scheduled = Date.parse("2026-11-25T10:05:00Z");
    const window = settleWindow(scheduled);
    expect(window).toEqual({
      after: new Date("2026-11-25T09:55:00Z"),
      through: new Date("2026-11-25T10:00:00Z"),
    });
    expect(settleWindow(scheduled + 5 * minute).after).toEqual(window.through);
    expect(settleWindow(scheduled + 4 * minute + 59_999)).toEqual(window);
  });

  it("take the tracker's writes (endTime: the write's own time), never a backfill's", () => {
    const written = Date.parse("2026-11-25T10:00:00Z");
    const session = (endTime: number): StoredSession => ({
      userId: "visitor-aaaaaaaa",
      sessionId: "session-aaaaaaaa",
      startTime: new Date(written - 30 * minute),
      endTime: new Date(endTime),
      duration: 60,
      bounced: false,
      referrer: "",
      device: "mobile",
    });
    expect(waitsToSettle(session(written), written)).toBe(true);
    expect(waitsToSettle(session(written - 30_000), written)).toBe(true);
    expect(waitsToSettle(session(written - 30 * minute), written)).toBe(false);
    expect(waitsToSettle(session(written + 10 * minute), written)).toBe(false);
  });

  it("wait in production, not in the emulator (no schedule runs there), and can be overridden", () => {
    expect(sessionsWait({})).toBe(true);
    expect(sessionsWait({ FUNCTIONS_EMULATOR: "true" })).toBe(false);
    expect(sessionsWait({ FUNCTIONS_EMULATOR: "true", FOLIO_SESSIONS_WAIT: "true" })).toBe(true);
    expect(sessionsWait({ FOLIO_SESSIONS_WAIT: "false" })).toBe(false);
  });
});
