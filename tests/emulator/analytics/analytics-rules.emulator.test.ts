import { assertFails, assertSucceeds } from "@firebase/rules-unit-testing";
import {
  addDoc,
  arrayUnion,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from "firebase/firestore";
import { storedSessionSchema } from "@folio/domain";
import { beforeEach, describe, expect, it } from "vitest";
import { useRulesTestEnv } from "../../support/rules-env";
import { setTriggers, TRIGGERS_BACK_MS } from "./support";

const { visitor, stranger, owner, signedIn, withRulesDisabled } = useRulesTestEnv({
  // Rules only: keep the counting triggers out of the way of clearFirestore.
  setTriggers,
  // Leave nothing for the triggers to count once back on; turning them on waits for a probe to count.
  clearOnTeardown: true,
  teardownTimeoutMs: TRIGGERS_BACK_MS,
});

/** An event as the tracker writes it. */
const trackerEvent = () => ({
  type: "image_view",
  contentId: "harbour01",
  contentTitle: "Harbour at dawn",
  contentType: "image",
  category: "landscapes",
  timestamp: serverTimestamp(),
  sessionId: "session-0123456789",
  userId: "visitor-0123456789",
  path: "/",
});

/** A new session as the tracker writes it. */
const newSession = (id = "session-0123456789") => ({
  userId: "visitor-0123456789",
  sessionId: id,
  startTime: serverTimestamp(),
  endTime: serverTimestamp(),
  duration: 0,
  bounced: true,
  referrer: "",
  device: "mobile",
});

async function seedSession(id: string, startedSecondsAgo: number, extra: Record<string, unknown> = {}) {
  await withRulesDisabled(async (db) => {
    const start = Timestamp.fromMillis(Date.now() - startedSecondsAgo * 1000);
    await setDoc(doc(db, "user_sessions", id), {
      ...newSession(id),
      startTime: start,
      endTime: start,
      ...extra,
    });
  });
}

async function seedDocs() {
  await withRulesDisabled(async (db) => {
    await setDoc(doc(db, "analytics_events", "e1"), { ...trackerEvent(), timestamp: Timestamp.now() });
    await setDoc(doc(db, "analytics_counters", "2030-01-01"), { date: "2030-01-01", pageViews: 1 });
    await setDoc(doc(db, "analytics_counters", "2030-01-01", "visitors", "v0"), {});
    await setDoc(doc(db, "analytics_metrics", "2030-01-01"), { date: "2030-01-01", totalViews: 1 });
  });
  await seedSession("session-seeded-0001", 60);
}

describe("analytics_events: create", () => {
  it("accepts the tracker's events from visitors and signed-in users", async () => {
    await assertSucceeds(addDoc(collection(visitor(), "analytics_events"), trackerEvent()));
    await assertSucceeds(
      addDoc(collection(signedIn("anon-liker"), "analytics_events"), {
        ...trackerEvent(),
        type: "like",
        uid: "anon-liker",
      }),
    );
  });

  it("accepts any content type and prototype-named ids, counted by the server as they are", async () => {
    await assertSucceeds(
      addDoc(collection(visitor(), "analytics_events"), {
        ...trackerEvent(),
        type: "page_view",
        contentType: "page",
        contentId: "constructor",
        userId: "constructor",
      }),
    );
  });

  it("requires a visitor's like to carry their own Anonymous Auth uid", async () => {
    const like = { ...trackerEvent(), type: "like" };
    await assertFails(addDoc(collection(visitor(), "analytics_events"), like));
    await assertFails(addDoc(collection(visitor(), "analytics_events"), { ...like, uid: "anon-liker" }));
    await assertFails(addDoc(collection(signedIn("anon-liker"), "analytics_events"), like));
    await assertFails(
      addDoc(collection(signedIn("anon-liker"), "analytics_events"), { ...like, uid: "someone-else" }),
    );
    await assertFails(
      addDoc(collection(visitor(), "analytics_events"), { ...trackerEvent(), uid: "anon-liker" }),
    );
  });

  it("accepts an event with only the spec's fields, content fields null", async () => {
    await assertSucceeds(
      addDoc(collection(visitor(), "analytics_events"), {
        type: "page_view",
        contentId: null,
        contentTitle: null,
        contentType: null,
        category: null,
        timestamp: serverTimestamp(),
      }),
    );
    await assertSucceeds(
      addDoc(collection(visitor(), "analytics_events"), { type: "booking", timestamp: serverTimestamp() }),
    );
  });

  const bad: [string, Record<string, unknown>][] = [
    ["an unknown type", { type: "teleport" }],
    ["a type that is not a string", { type: 3 }],
    ["an extra key", { ip: "203.0.113.9" }],
    ["a server-owned key", { countState: "counted" }],
    ["a client timestamp", { timestamp: Timestamp.now() }],
    ["a timestamp in the past", { timestamp: Timestamp.fromMillis(Date.now() - 86_400_000) }],
    ["an item event without an item", { contentId: null }],
    ["an item id with a slash", { contentId: "../gallery/x" }],
    ["an item id too long", { contentId: "a".repeat(129) }],
    ["a title too long", { contentTitle: "t".repeat(201) }],
    ["a title that is not text", { contentTitle: 42 }],
    ["a content type that is not text", { contentType: 5 }],
    ["a reserved item id", { contentId: "__x__" }],
    ["an item id with a dot", { contentId: "a.b" }],
    ["a reserved visitor id", { userId: "__abcdefgh__" }],
    ["a visitor id with a zero-width space", { userId: "visitor\u200b0123456789" }],
    ["a session id starting with an underscore", { sessionId: "_session-0123456789" }],
    ["a category too long", { category: "c".repeat(101) }],
    ["a session id too short", { sessionId: "abc" }],
    ["a visitor id with spaces", { userId: "visitor id 01234" }],
    ["a path that is not a path", { path: "https://evil.example/" }],
    ["a path too long", { path: `/${"p".repeat(300)}` }],
  ];
  it.each(bad)("denies %s", async (_name, change) => {
    await assertFails(addDoc(collection(visitor(), "analytics_events"), { ...trackerEvent(), ...change }));
  });

  it("denies an event without a timestamp or type", async () => {
    const { timestamp: _timestamp, ...withoutTime } = trackerEvent();
    await assertFails(addDoc(collection(visitor(), "analytics_events"), withoutTime));
    const { type: _type, ...withoutType } = trackerEvent();
    await assertFails(addDoc(collection(visitor(), "analytics_events"), withoutType));
  });

  it("denies changing or deleting events, even for the owner", async () => {
    await seedDocs();
    await assertFails(updateDoc(doc(visitor(), "analytics_events", "e1"), { type: "like" }));
    await assertFails(updateDoc(doc(owner(), "analytics_events", "e1"), { countState: "counted" }));
    await assertFails(deleteDoc(doc(visitor(), "analytics_events", "e1")));
    await assertFails(deleteDoc(doc(owner(), "analytics_events", "e1")));
  });
});

describe("user_sessions: create and extend", () => {
  it("lets a visitor create a session and extend it", async () => {
    await assertSucceeds(setDoc(doc(visitor(), "user_sessions", "session-0123456789"), newSession()));
    await seedSession("session-running-0001", 60);
    await assertSucceeds(
      updateDoc(doc(visitor(), "user_sessions", "session-running-0001"), {
        duration: 45,
        bounced: false,
        endTime: serverTimestamp(),
      }),
    );
  });

  const badCreates: [string, Record<string, unknown>][] = [
    ["a client start time", { startTime: Timestamp.now() }],
    ["a duration already running", { duration: 5 }],
    ["a fractional duration", { duration: 0.5 }],
    ["a sessionId other than the document id", { sessionId: "session-someone-else" }],
    ["an unknown device", { device: "watch" }],
    ["a referrer too long", { referrer: "r".repeat(101) }],
    ["a referrer with a zero-width space", { referrer: "goo\u200bgle.com" }],
    ["a referrer with a control character", { referrer: "a\nb" }],
    ["an extra key", { ip: "203.0.113.9" }],
    ["a server-owned key", { counted: { duration: 0, bounced: true } }],
    ["a bad visitor id", { userId: "no" }],
  ];
  it.each(badCreates)("denies a session with %s", async (_name, change) => {
    await assertFails(
      setDoc(doc(visitor(), "user_sessions", "session-0123456789"), { ...newSession(), ...change }),
    );
  });

  const badUpdates: [string, Record<string, unknown>][] = [
    ["a duration longer than the time since it started", { duration: 600 }],
    ["a shorter duration", { duration: 5 }],
    ["a duration above a day", { duration: 90_000 }],
    ["bounced again", { bounced: true }],
    ["another visitor", { userId: "visitor-someone-else" }],
    ["another device", { device: "desktop" }],
    ["another referrer", { referrer: "evil.example" }],
    ["another start", { startTime: serverTimestamp() }],
    ["a client end time", { endTime: Timestamp.now() }],
    ["the server's stamp", { counted: { duration: 0, bounced: false } }],
  ];
  it.each(badUpdates)("denies an update with %s", async (_name, change) => {
    await seedSession("session-running-0001", 60, { duration: 20, bounced: false });
    await assertFails(
      updateDoc(doc(visitor(), "user_sessions", "session-running-0001"), {
        duration: 30,
        bounced: false,
        endTime: serverTimestamp(),
        ...change,
      }),
    );
  });

  it.each(["constructor", "__proto__", "__x__", "a.b/c"])(
    "accepts a session whose source is %s (a legitimate utm_source)",
    async (referrer) => {
      await assertSucceeds(
        setDoc(doc(visitor(), "user_sessions", "session-0123456789"), { ...newSession(), referrer }),
      );
    },
  );

  it("denies deleting a session", async () => {
    await seedSession("session-running-0001", 60);
    await assertFails(deleteDoc(doc(visitor(), "user_sessions", "session-running-0001")));
    await assertFails(deleteDoc(doc(owner(), "user_sessions", "session-running-0001")));
  });
});

describe("user_sessions: the session's dimensions", () => {
  const dimensions = {
    utm: { source: "newsletter", medium: "email", campaign: "autumn", term: "prints", content: "hero" },
    timeZone: "America/Argentina/ComodRivadavia",
    entryPage: "/item/harbour01",
    outbound: ["instagram.com", "Email"],
  };
  let created = 0;
  /** A new session each time (a second write to one id would be an update). */
  const create = (change: Record<string, unknown>) => {
    const id = `session-dimensions-${(created += 1)}`;
    return setDoc(doc(visitor(), "user_sessions", id), { ...newSession(id), ...change });
  };

  it("accepts a session with the tracker's dimensions, some of them, or none, and the server reads each one", async () => {
    const accepted: Record<string, unknown>[] = [
      dimensions,
      { utm: { campaign: "constructor" }, timeZone: "UTC" },
      { entryPage: "/", utm: { term: "__proto__" }, outbound: [] },
      { utm: { content: "x".repeat(100) }, entryPage: `/${"p".repeat(299)}` },
      { outbound: Array.from({ length: 20 }, (_, i) => `site${i}.example`) },
    ];
    for (const change of accepted) {
      await assertSucceeds(create(change));
      // The same shapes: what the rules let a visitor store, the server's schema reads, and
      // it keeps every dimension given (sanitised: "__proto__" is the label "proto").
      let stored: Record<string, unknown> = {};
      await withRulesDisabled(async (db) => {
        stored = (await getDoc(doc(db, "user_sessions", `session-dimensions-${created}`))).data()!;
      });
      const parsed = storedSessionSchema.parse(stored);
      const given = change as { utm?: object; timeZone?: string; entryPage?: string; outbound?: string[] };
      expect(Object.keys(parsed.utm).sort()).toEqual(Object.keys(given.utm ?? {}).sort());
      expect(parsed.timeZone).toBe(given.timeZone ?? null);
      expect(parsed.entryPage).toBe(given.entryPage ?? null);
      expect(parsed.outbound).toEqual([...(given.outbound ?? [])].sort());
    }
  });

  const badCreates: [string, Record<string, unknown>][] = [
    ["an unknown utm key", { utm: { source: "a", id: "7" } }],
    ["a prototype-named utm key", { utm: { constructor: "x" } }],
    ["utm that is not a map", { utm: "newsletter" }],
    ["a utm value that is not text", { utm: { campaign: 7 } }],
    ["an empty utm value", { utm: { campaign: "" } }],
    ["a utm value too long", { utm: { term: "t".repeat(101) } }],
    ["a utm value with a control character", { utm: { medium: "e\nmail" } }],
    ["a utm value with a zero-width space", { utm: { content: "he\u200bro" } }],
    ["a time zone with a space", { timeZone: "Europe/Paris " }],
    ["a time zone with dots", { timeZone: "../etc" }],
    ["a time zone too long", { timeZone: "A".repeat(65) }],
    ["a time zone that is not text", { timeZone: 1 }],
    ["an entry page without the leading slash", { entryPage: "about" }],
    ["an entry page that is a URL", { entryPage: "https://evil.example/" }],
    ["an empty entry page", { entryPage: "" }],
    ["an entry page too long", { entryPage: `/${"p".repeat(300)}` }],
    ["21 outbound links", { outbound: Array.from({ length: 21 }, (_, i) => `site${i}.example`) }],
    ["a repeated outbound link", { outbound: ["Email", "Email"] }],
    ["an empty outbound label", { outbound: ["instagram.com", ""] }],
    ["an outbound label too long", { outbound: ["x".repeat(101)] }],
    ["an outbound label with a line feed", { outbound: ["a\nb"] }],
    ["an outbound label that is not text", { outbound: ["Email", 3] }],
    ["outbound links that are not a list", { outbound: { a: "Email" } }],
  ];
  it.each(badCreates)("denies a session with %s", async (_name, change) => {
    await assertFails(create(change));
  });

  const extend = (change: Record<string, unknown>) =>
    updateDoc(doc(visitor(), "user_sessions", "session-running-0001"), {
      duration: 30,
      bounced: false,
      endTime: serverTimestamp(),
      ...change,
    });

  it("lets the outbound links grow, by a whole list or arrayUnion, up to 20", async () => {
    await seedSession("session-running-0001", 60, { ...dimensions, duration: 20, bounced: false });
    await assertSucceeds(extend({ outbound: ["instagram.com", "Email", "vimeo.com"] }));
    await assertSucceeds(extend({ outbound: arrayUnion("Email", "behance.net") }));
    const full = ["instagram.com", "Email", "vimeo.com", "behance.net"];
    for (let i = full.length; i < 20; i += 1) full.push(`site${i}.example`);
    await assertSucceeds(extend({ outbound: full }));
    await assertFails(extend({ outbound: arrayUnion("one-too-many.example") }));
  });

  it("lets a session without dimensions gain its first outbound link", async () => {
    await seedSession("session-running-0001", 60, { duration: 20, bounced: false });
    await assertSucceeds(extend({ outbound: arrayUnion("instagram.com") }));
  });

  const badUpdates: [string, Record<string, unknown>][] = [
    ["the outbound links shrinking", { outbound: ["instagram.com"] }],
    ["the outbound links replaced", { outbound: ["vimeo.com", "behance.net"] }],
    ["an outbound label too long", { outbound: arrayUnion("x".repeat(101)) }],
    ["an outbound label with a control character", { outbound: arrayUnion("a\u0007b") }],
    ["utm changed", { utm: { ...dimensions.utm, campaign: "spring" } }],
    ["utm removed", { utm: deleteField() }],
    ["the time zone changed", { timeZone: "Europe/Paris" }],
    ["the entry page changed", { entryPage: "/about" }],
  ];
  it.each(badUpdates)("denies an update with %s", async (_name, change) => {
    await seedSession("session-running-0001", 60, { ...dimensions, duration: 20, bounced: false });
    await assertFails(extend(change));
  });

  it("denies adding utm, a time zone or an entry page after the session was created", async () => {
    await seedSession("session-running-0001", 60, { duration: 20, bounced: false });
    await assertFails(extend({ utm: { campaign: "late" } }));
    await assertFails(extend({ timeZone: "Europe/Paris" }));
    await assertFails(extend({ entryPage: "/about" }));
  });
});

describe("reads and server-only writes", () => {
  beforeEach(seedDocs);

  it("denies visitors and signed-in strangers any read of events, sessions, counters and metrics", async () => {
    for (const db of [visitor(), stranger()]) {
      await assertFails(getDoc(doc(db, "analytics_events", "e1")));
      await assertFails(getDocs(collection(db, "analytics_events")));
      await assertFails(getDoc(doc(db, "user_sessions", "session-seeded-0001")));
      await assertFails(getDocs(collection(db, "user_sessions")));
      await assertFails(getDoc(doc(db, "analytics_counters", "2030-01-01")));
      await assertFails(getDoc(doc(db, "analytics_metrics", "2030-01-01")));
      await assertFails(getDoc(doc(db, "message_counts", "2030-01-01")));
    }
  });

  it("lets the owner read events, sessions, counters and metrics", async () => {
    const db = owner();
    await assertSucceeds(getDocs(collection(db, "analytics_events")));
    await assertSucceeds(getDocs(collection(db, "user_sessions")));
    await assertSucceeds(getDoc(doc(db, "analytics_counters", "2030-01-01")));
    await assertSucceeds(getDocs(collection(db, "analytics_metrics")));
    await assertSucceeds(getDocs(collection(db, "message_counts")));
  });

  it("denies everyone but Cloud Functions writes to counters, their markers and metrics", async () => {
    for (const db of [visitor(), stranger(), owner()]) {
      await assertFails(
        setDoc(doc(db, "analytics_counters", "2030-01-02"), { date: "2030-01-02", pageViews: 9 }),
      );
      await assertFails(updateDoc(doc(db, "analytics_counters", "2030-01-01"), { pageViews: 9 }));
      await assertFails(setDoc(doc(db, "analytics_counters", "2030-01-01", "visitors", "v1"), {}));
      await assertFails(setDoc(doc(db, "analytics_metrics", "2030-01-02"), { totalViews: 9 }));
      await assertFails(
        setDoc(doc(db, "message_counts", "2030-01-02"), { date: "2030-01-02", inquiries: 9 }),
      );
      await assertFails(deleteDoc(doc(db, "analytics_counters", "2030-01-01")));
    }
    await assertFails(getDoc(doc(owner(), "analytics_counters", "2030-01-01", "visitors", "v0")));
  });

  it("keeps the server's working documents (sources, markers, stamps) to itself", async () => {
    const working = [
      ["analytics_counters", "2030-01-01", "sources", "abc"],
      ["analytics_counters", "2030-01-01", "visitors", "visitor-aaaaaaaa"],
      ["analytics_session_counts", "session-aaaaaaaa"],
      ["view_marks", "abc"],
    ] as const;
    for (const db of [visitor(), stranger(), owner()]) {
      for (const [first, ...rest] of working) {
        await assertFails(getDoc(doc(db, first, ...rest)));
        await assertFails(setDoc(doc(db, first, ...rest), { views: 9, sessions: 9 }));
      }
    }
  });
});

describe("like_marks", () => {
  beforeEach(async () => {
    await withRulesDisabled(async (db) => {
      await setDoc(doc(db, "like_marks", "anon-liker_harbour01"), {
        uid: "anon-liker",
        itemId: "harbour01",
        createdAt: Timestamp.now(),
      });
    });
  });

  it("lets a visitor read and delete (unlike) their own mark", async () => {
    await assertSucceeds(getDoc(doc(signedIn("anon-liker"), "like_marks", "anon-liker_harbour01")));
    await assertSucceeds(deleteDoc(doc(signedIn("anon-liker"), "like_marks", "anon-liker_harbour01")));
  });

  it("denies anyone else, any listing, and any client create or update", async () => {
    for (const db of [visitor(), signedIn("someone-else"), owner()]) {
      await assertFails(getDoc(doc(db, "like_marks", "anon-liker_harbour01")));
      await assertFails(deleteDoc(doc(db, "like_marks", "anon-liker_harbour01")));
    }
    const liker = signedIn("anon-liker");
    await assertFails(getDocs(collection(liker, "like_marks")));
    await assertFails(
      setDoc(doc(liker, "like_marks", "anon-liker_other01"), { uid: "anon-liker", itemId: "other01" }),
    );
    await assertFails(updateDoc(doc(liker, "like_marks", "anon-liker_harbour01"), { itemId: "x" }));
  });
});
