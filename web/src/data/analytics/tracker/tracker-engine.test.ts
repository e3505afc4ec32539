import type { Device } from "@folio/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createTracker,
  type EventWrite,
  type SessionCreate,
  type SessionUpdate,
  type SessionUpdateOptions,
  type TrackerEnvironment,
} from "./tracker-engine";

const T0 = Date.UTC(2026, 2, 1, 12, 0, 0);
const photo = { id: "photo01", title: "Harbour", type: "image" as const, category: "landscapes" };

/**
 * A fake browser: a clock and timers the test moves, storage shared like localStorage, a URL
 * and a time zone the test sets, and link clicks it makes.
 */
function fakeBrowser(storage = new Map<string, string>()) {
  let now = T0;
  let visible = true;
  let ids = 0;
  let handles = 0;
  let timers: { at: number; callback: () => void; handle: number }[] = [];
  let url = "https://www.folio.example/gallery";
  let timeZone: string | null = "Europe/Paris";
  const listeners: (() => void)[] = [];
  const clickListeners: ((href: string) => void)[] = [];
  const env: TrackerEnvironment = {
    now: () => now,
    newId: () => `generated-id-${(ids += 1)}`,
    load: <T>(key: string) => (storage.has(key) ? (JSON.parse(storage.get(key)!) as T) : null),
    save: (key, value) => storage.set(key, JSON.stringify(value)),
    path: () => "/gallery",
    url: () => url,
    timeZone: () => timeZone,
    source: () => "google.com",
    device: (): Device => "tablet",
    isVisible: () => visible,
    onVisibilityChange: (listener) => {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
    onLinkClick: (listener) => {
      clickListeners.push(listener);
      return () => clickListeners.splice(clickListeners.indexOf(listener), 1);
    },
    setTimer: (callback, ms) => {
      const handle = (handles += 1);
      timers.push({ at: now + ms, callback, handle });
      return handle;
    },
    clearTimer: (handle) => {
      timers = timers.filter((timer) => timer.handle !== handle);
    },
  };
  return {
    env,
    storage,
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.callback();
      }
      now = end;
    },
    setVisible(value: boolean) {
      visible = value;
      for (const listener of [...listeners]) listener();
    },
    setUrl(value: string) {
      url = value;
    },
    setTimeZone(value: string | null) {
      timeZone = value;
    },
    click(href: string) {
      for (const listener of [...clickListeners]) listener(href);
    },
  };
}

function recordingSink() {
  const calls: { kind: string; data: EventWrite | SessionCreate | (SessionUpdate & { id: string }) }[] = [];
  return {
    calls,
    sink: {
      createEvent: vi.fn(async (event: EventWrite) => void calls.push({ kind: "event", data: event })),
      createSession: vi.fn(
        async (session: SessionCreate) => void calls.push({ kind: "session", data: session }),
      ),
      updateSession: vi.fn(
        async (id: string, update: SessionUpdate, _options?: SessionUpdateOptions) =>
          void calls.push({ kind: "update", data: { id, ...update } }),
      ),
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe("tracker engine", () => {
  it("creates the session with the first event, then writes events with the visit's ids", async () => {
    const browser = fakeBrowser();
    const { sink, calls } = recordingSink();
    const tracker = createTracker(sink, browser.env);
    tracker.record("page_view");
    tracker.record("like", photo);
    await settle();
    const session = sink.createSession.mock.calls[0]![0];
    expect(session).toEqual({
      userId: "generated-id-1",
      sessionId: "generated-id-2",
      duration: 0,
      bounced: true,
      referrer: "google.com",
      device: "tablet",
      timeZone: "Europe/Paris",
      entryPage: "/gallery",
    });
    expect(sink.createEvent.mock.calls.map(([event]) => event)).toEqual([
      { type: "page_view", sessionId: "generated-id-2", userId: "generated-id-1", path: "/gallery" },
      {
        type: "like",
        sessionId: "generated-id-2",
        userId: "generated-id-1",
        path: "/gallery",
        contentId: "photo01",
        contentTitle: "Harbour",
        contentType: "image",
        category: "landscapes",
      },
    ]);
    // The like ended the bounce: the session says so with its next write, here the flush as
    // the tab hides, which goes out with keepalive.
    expect(calls.filter((call) => call.kind === "update")).toEqual([]);
    browser.setVisible(false);
    await settle();
    expect(calls.filter((call) => call.kind === "update").map((call) => call.data)).toEqual([
      { id: "generated-id-2", duration: 0, bounced: false },
    ]);
    expect(sink.updateSession).toHaveBeenLastCalledWith(
      "generated-id-2",
      { duration: 0, bounced: false },
      { keepalive: true },
    );
  });

  it("ends the bounce at the second page view, not at a gallery view, and writes it with the next heartbeat", async () => {
    const browser = fakeBrowser();
    const { sink } = recordingSink();
    const tracker = createTracker(sink, browser.env);
    tracker.start();
    tracker.record("page_view");
    tracker.record("gallery_view");
    browser.advance(60_000);
    tracker.record("page_view", undefined, "/about");
    await settle();
    expect(sink.updateSession).not.toHaveBeenCalled();
    browser.advance(120_000);
    await settle();
    expect(sink.updateSession.mock.calls).toEqual([["generated-id-2", { duration: 180, bounced: false }]]);
    tracker.stop();
  });

  it("writes a bounce that ends without a heartbeat with the flush as the tab hides", async () => {
    const browser = fakeBrowser();
    const { sink } = recordingSink();
    const tracker = createTracker(sink, browser.env);
    tracker.start();
    tracker.record("page_view");
    tracker.record("gallery_view");
    browser.advance(20_000);
    await settle();
    expect(sink.updateSession).not.toHaveBeenCalled();
    browser.setVisible(false);
    await settle();
    expect(sink.updateSession.mock.calls).toEqual([
      ["generated-id-2", { duration: 20, bounced: true }, { keepalive: true }],
    ]);
    tracker.stop();
  });

  it("writes the session on an event only when nothing was written for 3 minutes", async () => {
    const browser = fakeBrowser();
    const { sink } = recordingSink();
    const tracker = createTracker(sink, browser.env);
    tracker.start();
    tracker.record("page_view");
    browser.advance(180_000); // heartbeat: duration 180
    await settle();
    expect(sink.updateSession).toHaveBeenCalledTimes(1);
    // Visible time grew and the bounce ends, but the next heartbeat records both: no write now.
    browser.advance(5_000);
    tracker.record("gallery_view");
    tracker.record("image_view", { id: "photo-1", title: "Photo", type: "image", category: "all" });
    await settle();
    expect(sink.updateSession).toHaveBeenCalledTimes(1);
    browser.advance(175_000);
    await settle();
    expect(sink.updateSession).toHaveBeenCalledTimes(2);
    expect(sink.updateSession).toHaveBeenLastCalledWith("generated-id-2", { duration: 360, bounced: false });
    // Hidden for ten minutes (the hide flushes), then back: the first event refreshes endTime.
    browser.setVisible(false);
    browser.advance(600_000);
    browser.setVisible(true);
    await settle();
    const writes = sink.updateSession.mock.calls.length;
    tracker.record("page_view", undefined, "/about");
    await settle();
    expect(sink.updateSession).toHaveBeenCalledTimes(writes + 1);
    tracker.stop();
  });

  it("beats every 3 minutes of visible time", async () => {
    const browser = fakeBrowser();
    const { sink } = recordingSink();
    const tracker = createTracker(sink, browser.env);
    tracker.start();
    tracker.record("page_view");
    const beats: number[] = [];
    for (let second = 1; second <= 600; second += 1) {
      browser.advance(1_000);
      await settle();
      if (sink.updateSession.mock.calls.length > beats.length) beats.push(second);
    }
    expect(beats).toEqual([180, 360, 540]);
    expect(sink.updateSession).toHaveBeenLastCalledWith("generated-id-2", { duration: 540, bounced: true });
    tracker.stop();
  });

  it("counts visible time: heartbeats while visible, a flush when hidden, nothing while hidden", async () => {
    const browser = fakeBrowser();
    const { sink } = recordingSink();
    const tracker = createTracker(sink, browser.env);
    tracker.start();
    tracker.record("page_view");
    browser.advance(180_000);
    await settle();
    expect(sink.updateSession).toHaveBeenLastCalledWith("generated-id-2", { duration: 180, bounced: true });
    browser.advance(4_000);
    browser.setVisible(false);
    await settle();
    expect(sink.updateSession).toHaveBeenLastCalledWith(
      "generated-id-2",
      { duration: 184, bounced: true },
      { keepalive: true },
    );
    const writes = sink.updateSession.mock.calls.length;
    browser.advance(600_000);
    await settle();
    expect(sink.updateSession.mock.calls.length).toBe(writes);
    browser.setVisible(true);
    browser.advance(180_000);
    await settle();
    expect(sink.updateSession).toHaveBeenLastCalledWith("generated-id-2", { duration: 364, bounced: true });
    tracker.stop();
  });

  it("starts a new session after 30 minutes without activity, and a new visitor id on a new UTC day", async () => {
    const browser = fakeBrowser();
    const { sink } = recordingSink();
    const tracker = createTracker(sink, browser.env);
    tracker.record("page_view");
    browser.setVisible(false);
    browser.advance(31 * 60 * 1000);
    tracker.record("page_view");
    browser.advance(12 * 60 * 60 * 1000);
    tracker.record("page_view");
    await settle();
    const sessions = sink.createSession.mock.calls.map(([session]) => [session.userId, session.sessionId]);
    expect(sessions).toEqual([
      ["generated-id-1", "generated-id-2"],
      ["generated-id-1", "generated-id-3"],
      ["generated-id-4", "generated-id-5"],
    ]);
  });

  it("keeps one session across page loads of the same tab or another tab", async () => {
    const storage = new Map<string, string>();
    const first = recordingSink();
    createTracker(first.sink, fakeBrowser(storage).env).record("page_view");
    const second = recordingSink();
    createTracker(second.sink, fakeBrowser(storage).env).record("page_view");
    await settle();
    expect(second.sink.createSession).not.toHaveBeenCalled();
    expect(second.sink.createEvent.mock.calls[0]![0].sessionId).toBe("generated-id-2");
    // The second page view ended the bounce in the shared session: the next write says so.
    expect(JSON.parse(storage.get("folio-session")!)).toMatchObject({
      sessionId: "generated-id-2",
      bounced: false,
    });
  });

  it("writes a session's updates only after its creation", async () => {
    const browser = fakeBrowser();
    const order: string[] = [];
    let releaseCreate: () => void = () => {};
    const sink = {
      createEvent: async () => {},
      createSession: () =>
        new Promise<void>((resolve) => {
          releaseCreate = () => {
            order.push("create");
            resolve();
          };
        }),
      updateSession: async () => void order.push("update"),
    };
    const tracker = createTracker(sink, browser.env);
    tracker.record("page_view");
    tracker.record("like", photo);
    browser.setVisible(false);
    await settle();
    expect(order).toEqual([]);
    releaseCreate();
    await settle();
    expect(order).toEqual(["create", "update"]);
  });

  it("swallows and logs failed writes, and drops content the rules would refuse", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const browser = fakeBrowser();
    const sink = {
      createEvent: vi.fn((_event: EventWrite) => Promise.reject(new Error("offline"))),
      createSession: vi.fn((_session: SessionCreate) => Promise.reject(new Error("offline"))),
      updateSession: vi.fn((_id: string, _update: SessionUpdate) => Promise.reject(new Error("offline"))),
    };
    const tracker = createTracker(sink, browser.env);
    expect(() => tracker.record("page_view")).not.toThrow();
    tracker.record("like", { ...photo, id: "../../etc" });
    tracker.record("share", { ...photo, title: "t".repeat(500) });
    await settle();
    expect(sink.createEvent).toHaveBeenCalledTimes(2);
    expect(sink.createEvent.mock.calls[1]![0].contentTitle).toHaveLength(200);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual(
      expect.arrayContaining([
        "[analytics] page_view event was not recorded",
        "[analytics] session was not recorded",
        '[analytics] like event dropped: content id "../../etc" is not storable',
      ]),
    );
  });
});

describe("tracker engine: the session's dimensions", () => {
  it("creates the session with the landing URL's UTM parameters, the time zone and the entry page", async () => {
    const browser = fakeBrowser();
    browser.setUrl(
      "https://folio.example/about?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&x=1",
    );
    const { sink } = recordingSink();
    const tracker = createTracker(sink, browser.env);
    tracker.record("page_view", undefined, "/about");
    await settle();
    expect(sink.createSession.mock.calls[0]![0]).toMatchObject({
      utm: { source: "newsletter", medium: "email", campaign: "autumn" },
      timeZone: "Europe/Paris",
      entryPage: "/about",
    });
  });

  it("writes them at creation only, once per session, and a new session reads them afresh", async () => {
    const browser = fakeBrowser();
    browser.setUrl("https://folio.example/?utm_campaign=autumn");
    const { sink } = recordingSink();
    const tracker = createTracker(sink, browser.env);
    tracker.start();
    tracker.record("page_view", undefined, "/");
    // The visitor moves on: another page, the query gone, another time zone (travelling).
    browser.setUrl("https://folio.example/about?utm_campaign=spring");
    browser.setTimeZone("Asia/Tokyo");
    tracker.record("page_view", undefined, "/about");
    browser.advance(180_000);
    browser.setVisible(false);
    await settle();
    expect(sink.createSession).toHaveBeenCalledTimes(1);
    for (const [, update] of sink.updateSession.mock.calls) {
      expect(Object.keys(update).sort()).toEqual(["bounced", "duration"]);
    }
    // 31 minutes later the same tab starts a new session, whose dimensions are today's.
    browser.advance(31 * 60 * 1000);
    browser.setVisible(true);
    tracker.record("page_view", undefined, "/about");
    await settle();
    expect(
      sink.createSession.mock.calls.map(([session]) => [session.utm, session.timeZone, session.entryPage]),
    ).toEqual([
      [{ campaign: "autumn" }, "Europe/Paris", "/"],
      [{ campaign: "spring" }, "Asia/Tokyo", "/about"],
    ]);
    tracker.stop();
  });

  it("leaves out UTM parameters it does not have, and a time zone the rules would refuse", async () => {
    for (const timeZone of [null, "", "Europe/Paris ", "x".repeat(65)]) {
      const browser = fakeBrowser();
      browser.setTimeZone(timeZone);
      browser.setUrl("https://folio.example/?utm_campaign=&utm_id=7#utm_medium=x");
      const { sink } = recordingSink();
      createTracker(sink, browser.env).record("page_view", undefined, "/");
      await settle();
      const session = sink.createSession.mock.calls[0]![0];
      expect(session).not.toHaveProperty("utm");
      expect(session).not.toHaveProperty("timeZone");
      expect(session.entryPage).toBe("/");
    }
  });

  it("adds each outbound link once and writes it at once with keepalive", async () => {
    const browser = fakeBrowser();
    const { sink } = recordingSink();
    const tracker = createTracker(sink, browser.env);
    tracker.record("page_view");
    browser.advance(12_000);
    browser.click("https://www.instagram.com/folio/?igshid=secret");
    browser.click("https://instagram.com/folio/other");
    browser.click("mailto:studio@folio.example");
    await settle();
    expect(sink.updateSession.mock.calls).toEqual([
      ["generated-id-2", { duration: 12, bounced: true, outbound: ["instagram.com"] }, { keepalive: true }],
      [
        "generated-id-2",
        { duration: 12, bounced: true, outbound: ["instagram.com", "Email"] },
        { keepalive: true },
      ],
    ]);
    tracker.stop();
  });

  it("writes nothing for the site's own links, non-web links, or without a running session", async () => {
    const browser = fakeBrowser();
    const { sink } = recordingSink();
    const tracker = createTracker(sink, browser.env);
    tracker.start();
    browser.click("https://instagram.com/folio"); // before any event: no session yet
    tracker.record("page_view");
    for (const href of [
      "https://folio.example/about",
      "https://www.folio.example/t/portrait",
      "javascript:alert(1)",
      "tel:+33123456789",
    ])
      browser.click(href);
    browser.setVisible(false);
    browser.advance(31 * 60 * 1000);
    browser.click("https://vimeo.com/1"); // the session timed out
    await settle();
    expect(sink.updateSession.mock.calls.filter(([, update]) => update.outbound)).toEqual([]);
    tracker.stop();
    browser.setVisible(true);
    tracker.record("page_view");
    tracker.stop();
    browser.click("https://vimeo.com/2"); // stopped: no listener
    await settle();
    expect(sink.updateSession.mock.calls.filter(([, update]) => update.outbound)).toEqual([]);
  });

  it("keeps at most 20 outbound links per session, shared by its tabs", async () => {
    const storage = new Map<string, string>();
    const first = fakeBrowser(storage);
    const second = fakeBrowser(storage);
    const { sink } = recordingSink();
    createTracker(sink, first.env).record("page_view");
    createTracker(sink, second.env).record("page_view");
    for (let i = 0; i < 25; i += 1) (i % 2 ? first : second).click(`https://site${i}.example/`);
    second.click("https://site0.example/again");
    await settle();
    const written = sink.updateSession.mock.calls.map(([, update]) => update.outbound);
    expect(written).toHaveLength(20);
    expect(written.at(-1)).toEqual(Array.from({ length: 20 }, (_, i) => `site${i}.example`));
    expect(JSON.parse(storage.get("folio-session")!).outbound).toHaveLength(20);
  });
});
