import {
  addDayStats,
  emptyDayStats,
  isAnalyticsKey,
  parseDayStats,
  OTHER_SOURCE,
  type StoredEvent,
  type StoredSession,
} from "@folio/domain";
import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { ownHosts } from "../ssr/config";
import { commitIntervalMs, sessionsWait } from "./config";
import {
  counterIncrements,
  eventDelta,
  likeMarkId,
  parseSession,
  planEvent,
  planSession,
  labelDocId,
  planFold,
  planFoldRecord,
  same,
  sessionSource,
  topLabels,
  viewMarkId,
  visitorMarkerId,
  settleWindow,
  waitsToSettle,
} from "./plan";
import { emptyTally, planDrift, sessionFields, tallyEvent, tallySession, type DayMarkers } from "./rebuild";

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
  visitorAdded: false,
  ...patch,
});
const session = (patch: Partial<StoredSession>): StoredSession => ({
  utm: {},
  timeZone: null,
  entryPage: null,
  outbound: [],
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

describe("visitorMarkerId", () => {
  it("keeps a visitor id that is a key, and hashes any other text into one", () => {
    expect(visitorMarkerId("Ab3_-x9ZqW1e2r3t4y5u6i")).toBe("Ab3_-x9ZqW1e2r3t4y5u6i");
    for (const userId of ["42", "user@example.com", "a/b", "__x__", "ü".repeat(200)]) {
      const id = visitorMarkerId(userId);
      expect(isAnalyticsKey("visitorId", id)).toBe(true);
      expect(visitorMarkerId(userId)).toBe(id);
    }
    expect(visitorMarkerId("user-1")).not.toBe(visitorMarkerId("user-2"));
  });
});

describe("planEvent", () => {
  it("counts in the UTC day of the event", () => {
    const plan = planEvent(event({ type: "image_view", contentId: "item1", userId: "visitor1x" }));
    expect(plan).toMatchObject({
      date: "2026-03-01",
      counterField: "contentViews",
      item: { id: "item1", dayField: "views", totalField: "views" },
      visitor: { id: "visitor1x" },
    });
  });

  it("binds a view in a session to its view marker, and a like with a uid to its like marker", () => {
    const view = planEvent(event({ type: "image_view", contentId: "item1", sessionId: "session_1x" }));
    expect(view.viewMark).toBe(viewMarkId("session_1x", "item1"));
    expect(view.viewMark).toMatch(/^[0-9a-f]{40}$/);
    // Ids that both hold "_" still name different pairs.
    expect(viewMarkId("a_b", "c")).not.toBe(viewMarkId("a", "b_c"));
    expect(planEvent(event({ type: "image_view", contentId: "item1" })).viewMark).toBeNull();
    const like = planEvent(event({ type: "like", contentId: "item1", uid: "Uid123" }));
    expect(like.likeMark).toEqual({ id: "Uid123_item1", uid: "Uid123" });
    expect(likeMarkId("Uid123", "item1")).toBe("Uid123_item1");
    // A backfill's like (no uid) counts without a marker.
    expect(planEvent(event({ type: "like", contentId: "item1" })).likeMark).toBeNull();
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
      const plan = planEvent(event({ type, contentId: "i" }));
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

describe("deltas", () => {
  it("write only the non-zero changes to the counter: its fields, the item's day counts and a unique visitor", () => {
    const effects = planEvent(event({ type: "like", contentId: "item-1" }));
    const delta = eventDelta(effects, true, true);
    expect(counterIncrements(delta, (value) => `+${value}`)).toEqual({
      likes: "+1",
      eventTypes: { like: "+1" },
      uniqueVisitors: "+1",
      items: { "item-1": { likes: "+1" } },
    });
    // A repeated view (the session's marker exists) raises the day, not the item.
    const view = planEvent(event({ type: "image_view", contentId: "item-1" }));
    expect(counterIncrements(eventDelta(view, false, false), (value) => value)).toEqual({
      contentViews: 1,
      eventTypes: { image_view: 1 },
    });
    expect({ ...eventDelta(effects, false, false).items }).toEqual({});
    expect({
      ...eventDelta(planEvent(event({ type: "page_view", contentId: "item-1" })), true, false).items,
    }).toEqual({});
    expect(counterIncrements(emptyDayStats("2026-03-01"), (value) => value)).toEqual({});
    expect(
      counterIncrements(addDayStats(eventDelta(effects, true, true), delta, -1), (value) => value),
    ).toEqual({});
  });

  it("folds counted events into one delta and their works' raises", () => {
    const marks = [
      { type: "image_view", contentId: "item-1", timestamp: at, countState: "counted", visitorAdded: true },
      { type: "image_view", contentId: "item-1", timestamp: at, countState: "counted", itemCounted: false },
      { type: "like", contentId: "item-2", timestamp: at, countState: "counted", itemCounted: true },
      { type: "download", contentId: "item-2", timestamp: at, countState: "counted" },
      { type: "teleport", timestamp: at },
    ];
    const { delta, works } = planFold("2026-03-01", marks);
    expect(counterIncrements(delta, (value) => value)).toEqual({
      contentViews: 2,
      likes: 1,
      downloads: 1,
      eventTypes: { image_view: 2, like: 1, download: 1 },
      uniqueVisitors: 1,
      items: { "item-1": { views: 1 }, "item-2": { likes: 1, downloads: 1 } },
    });
    // A download raises the work's day counts, never its gallery totals.
    expect([...works]).toEqual([
      ["item-1", { views: 1, likes: 0 }],
      ["item-2", { views: 0, likes: 1 }],
    ]);
  });

  it("moves a fold record's place on to the lag horizon from `through`, and names what it adds after its cursor", () => {
    const time = (seconds: number) => ({ seconds, nanoseconds: 0 });
    const page = [
      { at: time(10), id: "a" },
      { at: time(11), id: "b" },
      { at: time(13), id: "c" },
    ];
    // Read from `through`: every mark before the horizon (12 s) is in; `c`, after it, is named.
    const full = planFoldRecord(
      { through: { at: time(9), id: "z" }, recent: ["b"] },
      page,
      time(12),
      true,
      400,
    );
    expect(full).toEqual({ fold: [0, 2], record: { through: { at: time(12), id: "" }, recent: ["c"] } });
    // Read after the cursor (no horizon): `through` stays, and the new marks join the named ones.
    const cursor = planFoldRecord(
      full!.record,
      [
        { at: time(14), id: "d" },
        { at: time(13), id: "c" },
      ],
      null,
      true,
      400,
    );
    expect(cursor).toEqual({ fold: [0], record: { through: { at: time(12), id: "" }, recent: ["c", "d"] } });
    expect(planFoldRecord(cursor!.record, [{ at: time(14), id: "d" }], null, true, 400)).toBeNull();
  });

  it("names a label's document by a hash of its kind and label: no label becomes an id", () => {
    for (const label of ["__x__", "a/b", "..", "constructor", "x".repeat(100)])
      expect(labelDocId("campaigns", label)).toMatch(/^[0-9a-f]{32}$/);
    expect(labelDocId("sources", "a")).not.toBe(labelDocId("sources", "b"));
    expect(labelDocId("sources", "a")).not.toBe(labelDocId("campaigns", "a"));
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
    const { sessions, bounces, durationSum, devices } = plan.delta;
    expect({ sessions, bounces, durationSum, devices }).toEqual({
      sessions: 1,
      bounces: 1,
      durationSum: 0,
      devices: { mobile: 1, desktop: 0, tablet: 0 },
    });
    expect({ ...plan.delta.sources }).toEqual({ "google.com": 1 });
    expect(plan.counted).toEqual({ duration: 0, bounced: true, outbound: [] });
  });

  it("adds only the difference once counted, and nothing when already counted", () => {
    const plan = planSession(session({ duration: 40, bounced: false, outbound: [] }), {
      duration: 10,
      bounced: true,
      outbound: [],
    })!;
    const { sessions, bounces, durationSum, devices } = plan.delta;
    expect({ sessions, bounces, durationSum, devices }).toEqual({
      sessions: 0,
      bounces: -1,
      durationSum: 30,
      devices: { mobile: 0, desktop: 0, tablet: 0 },
    });
    expect({ ...plan.delta.sources }).toEqual({});
    expect(
      planSession(session({ duration: 40, bounced: false, outbound: [] }), {
        duration: 40,
        bounced: false,
        outbound: [],
      }),
    ).toBeNull();
  });

  const dimensions = (plan: ReturnType<typeof planSession>) =>
    Object.fromEntries(Object.entries(plan!.delta.dimensions).map(([kind, map]) => [kind, { ...map }]));

  it("counts a new session once under each of its labels", () => {
    const visit = session({
      utm: { source: "instagram", medium: "social", campaign: "autumn-portraits" },
      timeZone: "Europe/Paris",
      entryPage: "/works/harbour",
      outbound: ["Email", "instagram.com"],
    });
    expect(dimensions(planSession(visit, null))).toEqual({
      mediums: { social: 1 },
      campaigns: { "autumn-portraits": 1 },
      terms: {},
      contents: {},
      countries: { FR: 1 },
      entryPages: { "/works/harbour": 1 },
      outbound: { Email: 1, "instagram.com": 1 },
    });
    // A time zone that names no country counts as Unknown; none at all, in no country.
    expect(dimensions(planSession(session({ timeZone: "Mars/Olympus" }), null)).countries).toEqual({
      Unknown: 1,
    });
    expect(dimensions(planSession(session({}), null)).countries).toEqual({});
  });

  it("adds exactly the outbound links a heartbeat added, from what the stamp counted", () => {
    const visit = session({ utm: { campaign: "newsletter-11" }, outbound: ["Email", "instagram.com"] });
    const plan = planSession(visit, { duration: 0, bounced: true, outbound: ["Email"] })!;
    expect(dimensions(plan)).toMatchObject({ campaigns: {}, outbound: { "instagram.com": 1 } });
    expect(plan.delta.sessions).toBe(0);
    expect(plan.counted.outbound).toEqual(["Email", "instagram.com"]);
    // A stamp from before outbound links counted none.
    expect(dimensions(planSession(visit, { duration: 0, bounced: true, outbound: [] }))).toMatchObject({
      outbound: { Email: 1, "instagram.com": 1 },
    });
    expect(planSession(visit, plan.counted)).toBeNull();
  });
});

describe("topLabels", () => {
  it("keeps the 25 sources with the most sessions, ties by label, and the rest as Other", () => {
    const all: [string, number][] = Array.from({ length: 30 }, (_, index) => [
      `s${String(index).padStart(2, "0")}`,
      30 - index,
    ]);
    const top = topLabels([...all, ["constructor", 1], [OTHER_SOURCE, 7]], 500);
    expect(Object.keys(top)).toHaveLength(26);
    expect(top.s00).toBe(30);
    expect(top.s24).toBe(6);
    expect(top.s25).toBeUndefined();
    // Everything not named is Other, a source really called "Other" included.
    expect(top[OTHER_SOURCE]).toBe(
      500 - Array.from({ length: 25 }, (_, index) => 30 - index).reduce((a, b) => a + b, 0),
    );
    expect({
      ...topLabels(
        [
          ["b", 2],
          ["a", 2],
          ["c", 0],
        ],
        4,
      ),
    }).toEqual({ a: 2, b: 2 });
  });
});

describe("the rebuild's tally and drift", () => {
  const counted = (data: Record<string, unknown>) => ({ ...data, timestamp: at, countState: "counted" });
  const events = [
    counted({ type: "page_view", userId: "visitor1x", visitorAdded: true }),
    counted({ type: "image_view", contentId: "i1", itemCounted: true }),
    counted({ type: "image_view", contentId: "i1", itemCounted: false }),
    counted({ type: "like", contentId: "i1", unliked: true }),
  ];
  const counter = {
    pageViews: 1,
    contentViews: 2,
    likes: 1,
    eventTypes: { page_view: 1, image_view: 2, like: 1 },
    uniqueVisitors: 1,
    // One view (the repeat raised nothing), and the like was taken back.
    items: { i1: { views: 1, likes: 0 } },
    sessions: 1,
    bounces: 1,
    devices: { mobile: 1 },
    sources: { "s:Direct": 1 },
  };
  const markers = (...ids: string[]): DayMarkers => ({ all: new Set(ids), removable: new Set(ids) });
  const stored = (data: Record<string, unknown>) => parseDayStats("2026-03-01", data);

  it("is consistent when the counter holds exactly the folded events and the sessions' stamps", () => {
    const tally = emptyTally("2026-03-01");
    expect(events.map((data) => tallyEvent(tally, data, true, true))).toEqual([false, false, false, false]);
    // The visitor of the page view: one unique visitor, whether met in an event or a session.
    expect(
      tallySession(tally, session({ userId: "visitor1x" }), { duration: 0, bounced: true, outbound: [] }),
    ).toBe(false);
    expect(planDrift(tally, stored(counter), markers("visitor1x"), [])).toBeNull();
    expect(tally.countedEvents).toBe(4);
  });

  it("leaves out what the counter did not hold when read: a mark not folded yet, an unlike after", () => {
    const tally = emptyTally("2026-03-01");
    tallyEvent(tally, events[0]!, true, true);
    tallyEvent(tally, events[1]!, true, true);
    tallyEvent(tally, events[2]!, true, true);
    // The like's unlike came after the counter was read: it still held the like.
    tallyEvent(tally, events[3]!, true, false);
    // A mark after the fold, which made its visitor's marker: the fold will add it.
    tallyEvent(tally, counted({ type: "page_view", userId: "visitor2x", visitorAdded: true }), false, true);
    const plan = planDrift(
      tally,
      stored({
        ...counter,
        sessions: 0,
        bounces: 0,
        devices: {},
        sources: {},
        items: { i1: { views: 1, likes: 1 } },
      }),
      markers("visitor1x", "visitor2x"),
      [],
    );
    expect(plan).toBeNull();
    expect(tally.countedEvents).toBe(5);
  });

  it("plans drift as increments of the events' figures, the sessions' as they should be, and claims what no trigger decided", () => {
    const tally = emptyTally("2026-03-01");
    for (const data of events) tallyEvent(tally, data, true, true);
    // An uncounted like and a malformed event are claimed; an ignored one is not.
    expect(tallyEvent(tally, { type: "like", contentId: "i1", timestamp: at }, false, true)).toBe(true);
    expect(tallyEvent(tally, { type: "teleport", timestamp: at }, false, true)).toBe(true);
    expect(tallyEvent(tally, { type: "teleport", countState: "ignored" }, false, true)).toBe(false);
    // A session whose latest state is not counted: it needs settling; its stamp's state counts.
    expect(tallySession(tally, session({ duration: 9 }), { duration: 0, bounced: true, outbound: [] })).toBe(
      true,
    );
    const plan = planDrift(
      tally,
      stored({ ...counter, pageViews: 3, items: { i1: { views: 1 }, i2: { downloads: 4 } } }),
      markers("ghost"),
      // A kind without Other keeps no label documents: one there goes.
      [{ kind: "sources", label: "Direct", sessions: 2 }],
    );
    expect(counterIncrements(plan!.add!, (value) => value)).toEqual({
      pageViews: -2,
      uniqueVisitors: 1,
      items: { i2: { downloads: -4 } },
    });
    expect(plan!.sessions).toBeNull();
    expect(plan!.labels).toEqual([{ kind: "sources", label: "Direct", sessions: 0 }]);
    // The counted event's visitor, and the counted session's (a spec-shaped session's userId).
    expect(plan!.missingVisitors).toEqual(["visitor-1", "visitor1x"]);
    expect(plan!.extraVisitors).toEqual(["ghost"]);
    // A marker made after the counter was read is not judged.
    const markersLater = { all: new Set(["ghost", "visitor-1", "visitor1x"]), removable: new Set<string>() };
    expect(planDrift(tally, stored(counter), markersLater, [])?.extraVisitors).toEqual([]);
  });

  it("keeps each dimension's top labels and Other, and every label's document once the kind has Other", () => {
    const tally = emptyTally("2026-03-01");
    for (let index = 0; index < 27; index += 1)
      tallySession(tally, session({ utm: { campaign: `c${index % 26}` }, timeZone: "Europe/Paris" }), {
        duration: 0,
        bounced: true,
        outbound: [],
      });
    const plan = planDrift(tally, stored({}), markers("visitor-1"), [])!;
    const campaigns = plan.sessions!.dimensions.campaigns;
    // The day's full labels; the counter keeps their top 25 and Other.
    expect(Object.keys(campaigns)).toHaveLength(26);
    expect(campaigns.c0).toBe(2);
    expect(sessionFields(plan.sessions!).campaigns).toMatchObject({ "s:c0": 2, [`s:${OTHER_SOURCE}`]: 1 });
    expect(Object.keys(sessionFields(plan.sessions!).campaigns as object)).toHaveLength(26);
    expect({ ...plan.sessions!.dimensions.countries }).toEqual({ FR: 27 });
    // Campaigns have Other: all 26 need their document; countries and sources have not: none.
    expect(plan.labels).toHaveLength(26);
    expect(plan.labels).toContainEqual({ kind: "campaigns", label: "c0", sessions: 2 });
    expect(new Set(plan.labels.map(({ kind }) => kind))).toEqual(new Set(["campaigns"]));
  });

  it("compares stored data whatever its maps' prototypes", () => {
    const free = Object.assign(Object.create(null) as Record<string, number>, { a: 1 });
    expect(same({ map: free }, { map: { a: 1 } })).toBe(true);
    expect(same({ map: free }, { map: { a: 2 } })).toBe(false);
  });
});

describe("commitIntervalMs", () => {
  it("spaces an instance's commits to a day by a second in production, not in the emulator, and can be overridden", () => {
    expect(commitIntervalMs({})).toBe(1000);
    expect(commitIntervalMs({ FUNCTIONS_EMULATOR: "true" })).toBe(0);
    expect(commitIntervalMs({ FUNCTIONS_EMULATOR: "true", FOLIO_COMMIT_INTERVAL_MS: "250" })).toBe(250);
    expect(commitIntervalMs({ FOLIO_COMMIT_INTERVAL_MS: "nonsense" })).toBe(1000);
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
      utm: {},
      timeZone: null,
      entryPage: null,
      outbound: [],
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
