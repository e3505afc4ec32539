import { describe, expect, it } from "vitest";
import {
  checkAttempts,
  forgetDevice,
  parseAttemptLog,
  recordFailure,
  storedAttemptLog,
  type AttemptLog,
} from "./attempts-plan";

const limits = { perDevice: 3, perGallery: 5, windowMs: 1000 };
const empty = (): AttemptLog => ({ gallery: [], devices: new Map() });
const fail = (log: AttemptLog, uid: string, at: number) => recordFailure(log, uid, at, limits);

describe("the password attempt limits", () => {
  it("pause a device after its limit of failures within the window, until the oldest leaves it", () => {
    let log = empty();
    for (const at of [100, 200, 300]) log = fail(log, "a", at);
    expect(checkAttempts(log, "a", 400, limits)).toEqual({ allowed: false, retryAt: 1100 });
    expect(checkAttempts(log, "b", 400, limits)).toEqual({ allowed: true });
    expect(checkAttempts(log, "a", 1100, limits)).toEqual({ allowed: true });
  });

  it("pause every device once the gallery has its limit of failures across devices", () => {
    let log = empty();
    ["a", "b", "c", "d", "e"].forEach((uid, index) => (log = fail(log, uid, 100 + index)));
    expect(checkAttempts(log, "f", 200, limits)).toEqual({ allowed: false, retryAt: 1100 });
    expect(checkAttempts(log, "f", 1101, limits)).toEqual({ allowed: true });
  });

  it("keep the stored log bounded: old failures pruned, lists and the device map capped", () => {
    let log = empty();
    for (let at = 0; at < 50; at += 1) log = fail(log, `device-${at}`, at);
    expect(log.gallery).toHaveLength(limits.perGallery);
    expect(log.devices.size).toBe(limits.perGallery);
    expect([...log.devices.keys()]).toContain("device-49");
    log = fail(log, "late", 5000);
    expect(storedAttemptLog(log)).toEqual({ gallery: [5000], devices: { late: [5000] } });
  });

  it("forgive a device's failures when it gets in, not the gallery's", () => {
    const log = forgetDevice(fail(fail(empty(), "a", 1), "b", 2), "a");
    expect(storedAttemptLog(log)).toEqual({ gallery: [1, 2], devices: { b: [2] } });
  });

  it("read any malformed stored log as no failures, and hostile uids as plain keys", () => {
    expect(storedAttemptLog(parseAttemptLog("x"))).toEqual({ gallery: [], devices: {} });
    const parsed = parseAttemptLog({ gallery: [3, "4", null, 1], devices: { __proto__: [1], b: "nope" } });
    expect(parsed.gallery).toEqual([1, 3]);
    expect(parsed.devices.get("b")).toEqual([]);
  });
});
