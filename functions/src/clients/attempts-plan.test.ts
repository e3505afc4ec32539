import { describe, expect, it } from "vitest";
import {
  ATTEMPT_LIMITS,
  checkAttempt,
  parseAttemptLog,
  recordFailure,
  recordSuccess,
  slowdownUntil,
  storedAttemptLog,
  type Attempt,
  type AttemptLimits,
  type AttemptLog,
} from "./attempts-plan";

const MIN = 60_000;
const limits: AttemptLimits = {
  perDevice: 3,
  perNetwork: 4,
  windowMs: 15 * MIN,
  galleryFree: 5,
  linkFree: 2,
  slowdownBaseMs: MIN,
  slowdownMaxMs: 8 * MIN,
  historyMs: 24 * 60 * MIN,
  devicesKept: 4,
  networksKept: 4,
};
const empty = (): AttemptLog => ({ devices: new Map(), networks: new Map(), gallery: [], link: null });
const attempt = (uid: string, now: number, extra: Partial<Attempt> = {}): Attempt => ({
  uid,
  network: `net-${uid}`,
  linkId: null,
  now,
  ...extra,
});
const fail = (log: AttemptLog, at: Attempt) => recordFailure(log, at, limits).log;
const check = (log: AttemptLog, at: Attempt) => checkAttempt(log, at, limits);

describe("the password attempt limits", () => {
  it("pause a device after its limit of failures within the window, until the oldest leaves it", () => {
    let log = empty();
    for (const at of [100, 200, 300]) log = fail(log, attempt("a", at, { network: `n${at}` }));
    expect(check(log, attempt("a", 400))).toEqual({
      allowed: false,
      retryAt: 100 + 15 * MIN,
      scope: "device",
    });
    expect(check(log, attempt("b", 400))).toEqual({ allowed: true });
    expect(check(log, attempt("a", 100 + 15 * MIN))).toEqual({ allowed: true });
  });

  it("pause a network that rotates devices, whatever uids it uses", () => {
    let log = empty();
    for (let index = 0; index < 4; index += 1)
      log = fail(log, attempt(`fresh-${index}`, 1000 + index, { network: "one-machine" }));
    expect(check(log, attempt("fresh-9", 2000, { network: "one-machine" }))).toEqual({
      allowed: false,
      retryAt: 1000 + 15 * MIN,
      scope: "network",
    });
    expect(check(log, attempt("fresh-9", 2000, { network: "another" }))).toEqual({ allowed: true });
  });

  it("slow the gallery's plain link down after its free failures, doubling each wait up to the cap", () => {
    let log = empty();
    let now = 0;
    for (let index = 0; index < 5; index += 1) log = fail(log, attempt(`d${index}`, (now += 1000)));
    // Five free failures: the sixth attempt waits one base period after the fifth.
    expect(check(log, attempt("x", now + 1))).toEqual({
      allowed: false,
      retryAt: now + MIN,
      scope: "gallery",
    });
    const waits: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const until = slowdownUntil(log.gallery, limits.galleryFree, now, limits)!;
      waits.push(until - now);
      now = until;
      log = fail(log, attempt(`w${index}`, now));
    }
    expect(waits).toEqual([1, 2, 4, 8, 8, 8].map((minutes) => minutes * MIN));
  });

  it("never hold back an attempt with the link key for the network or the gallery", () => {
    let log = empty();
    for (let index = 0; index < 12; index += 1)
      log = fail(log, attempt(`attacker-${index}`, 1000 + index, { network: "shared" }));
    const plain = attempt("client", 2000, { network: "shared" });
    expect(check(log, plain)).toMatchObject({ allowed: false, scope: "gallery" });
    expect(check(log, { ...plain, linkId: "key-1" })).toEqual({ allowed: true });
  });

  it("slow down the link key's own attempts, and start afresh for a new key", () => {
    let log = empty();
    log = fail(log, attempt("a", 1000, { linkId: "key-1" }));
    log = fail(log, attempt("b", 2000, { linkId: "key-1" }));
    expect(log.gallery).toEqual([]);
    expect(check(log, attempt("c", 3000, { linkId: "key-1" }))).toEqual({
      allowed: false,
      retryAt: 2000 + MIN,
      scope: "link",
    });
    expect(check(log, attempt("c", 3000, { linkId: "key-2" }))).toEqual({ allowed: true });
    // The key's holder got in: its failures are forgiven.
    expect(recordSuccess(log, attempt("c", 3000, { linkId: "key-1" })).link).toBeNull();
  });

  it("keep the stored log bounded: old failures pruned, lists and maps capped", () => {
    let log = empty();
    for (let at = 0; at < 60; at += 1) log = fail(log, attempt(`device-${at}`, at));
    expect(log.devices.size).toBe(limits.devicesKept);
    expect(log.networks.size).toBe(limits.networksKept);
    expect([...log.devices.keys()]).toContain("device-59");
    expect(log.gallery.length).toBeLessThanOrEqual(limits.galleryFree + 4);
    const day = 24 * 60 * MIN;
    log = fail(log, attempt("late", day + 100));
    expect(storedAttemptLog(log)).toEqual({
      devices: { late: [day + 100] },
      networks: { "net-late": { times: [day + 100], last: day + 100 } },
      gallery: [day + 100],
      link: null,
    });
  });

  it("say when a network is new for the day, and until when the gallery is paused", () => {
    const day = 24 * 60 * MIN;
    let plan = recordFailure(empty(), attempt("a", day + 10), limits);
    expect(plan).toMatchObject({ newNetworkToday: true, pausedUntil: null });
    plan = recordFailure(plan.log, attempt("a", day + 20), limits);
    expect(plan.newNetworkToday).toBe(false);
    plan = recordFailure(plan.log, attempt("a", 2 * day + 5), limits);
    expect(plan.newNetworkToday).toBe(true);
    let log = empty();
    for (let index = 0; index < 4; index += 1) log = fail(log, attempt(`d${index}`, index));
    expect(recordFailure(log, attempt("e", 10), limits).pausedUntil).toBe(10 + MIN);
  });

  it("forgive a device's failures when it gets in, never the network's or the gallery's", () => {
    const log = fail(fail(empty(), attempt("a", 1)), attempt("b", 2));
    const after = recordSuccess(log, attempt("a", 3));
    expect([...after.devices.keys()]).toEqual(["b"]);
    expect(after.gallery).toEqual([1, 2]);
    expect(after.networks.size).toBe(2);
  });

  it("read any malformed stored log as no failures, and an older log's lists as they were", () => {
    expect(storedAttemptLog(parseAttemptLog("x"))).toEqual({
      devices: {},
      networks: {},
      gallery: [],
      link: null,
    });
    const parsed = parseAttemptLog({
      gallery: [3, "4", null, 1],
      devices: { __proto__: [1], b: "nope" },
      networks: { n: { times: [5], last: "x" }, m: { times: [6, 2], last: 6 } },
      link: { id: 7 },
    });
    expect(parsed.gallery).toEqual([1, 3]);
    expect(parsed.devices.get("b")).toEqual([]);
    expect([...parsed.networks]).toEqual([["m", { times: [2, 6], last: 6 }]]);
    expect(parsed.link).toBeNull();
  });

  it("hold a sustained attack from ever-new devices and networks to a few dozen guesses a day", () => {
    const day = 24 * 60 * MIN;
    let log = empty();
    let now = 0;
    let index = 0;
    const perDay = [0, 0, 0, 0];
    while (now < perDay.length * day) {
      const guess = attempt(`device-${index}`, now, { network: `net-${(index += 1)}` });
      const allowed = checkAttempt(log, guess, ATTEMPT_LIMITS);
      if (!allowed.allowed) {
        now = allowed.retryAt;
        continue;
      }
      log = recordFailure(log, guess).log;
      perDay[Math.floor(now / day)]! += 1;
      now += 1000;
    }
    expect(perDay[0]).toBeLessThanOrEqual(50);
    for (const later of perDay.slice(1)) expect(later).toBeLessThanOrEqual(30);
    expect(JSON.stringify(storedAttemptLog(log)).length).toBeLessThan(20_000);
  });
});
