import { describe, expect, it } from "vitest";
import { SESSION_TIMEOUT_MS } from "../constants";
import {
  addVisibleTime,
  applyEvent,
  durationSeconds,
  isSessionAlive,
  resolveVisitorId,
  startSession,
} from "./session-model";

const T0 = Date.UTC(2026, 2, 1, 12, 0, 0);

describe("visitor ids", () => {
  it("keep today's id and rotate on a new UTC day", () => {
    let next = 0;
    const newId = () => `id${(next += 1)}`;
    const today = resolveVisitorId(null, "2026-03-01", newId);
    expect(resolveVisitorId(today, "2026-03-01", newId)).toBe(today);
    expect(resolveVisitorId(today, "2026-03-02", newId)).toEqual({ day: "2026-03-02", id: "id2" });
  });
});

describe("sessions", () => {
  it("end after 30 minutes without activity, and belong to one visitor id", () => {
    const session = startSession("s1", "v1", T0);
    expect(isSessionAlive(session, T0 + SESSION_TIMEOUT_MS - 1, "v1")).toBe(true);
    expect(isSessionAlive(session, T0 + SESSION_TIMEOUT_MS, "v1")).toBe(false);
    expect(isSessionAlive(session, T0 + 1000, "v2")).toBe(false);
    expect(isSessionAlive(null, T0, "v1")).toBe(false);
    const active = applyEvent(session, "gallery_view", T0 + 20 * 60 * 1000);
    expect(isSessionAlive(active, T0 + 45 * 60 * 1000, "v1")).toBe(true);
  });

  it("stop bouncing at the second page view", () => {
    let session = startSession("s1", "v1", T0);
    session = applyEvent(session, "page_view", T0);
    session = applyEvent(session, "gallery_view", T0 + 1);
    expect(session.bounced).toBe(true);
    session = applyEvent(session, "page_view", T0 + 2);
    expect(session.bounced).toBe(false);
  });

  it.each(["image_view", "video_view", "download", "like", "share", "inquiry", "booking"] as const)(
    "stop bouncing at the first interaction (%s)",
    (type) => {
      const session = applyEvent(applyEvent(startSession("s1", "v1", T0), "page_view", T0), type, T0 + 5);
      expect(session.bounced).toBe(false);
    },
  );

  it("never bounce again", () => {
    const engaged = applyEvent(startSession("s1", "v1", T0), "like", T0);
    expect(applyEvent(engaged, "page_view", T0 + 1).bounced).toBe(false);
  });

  it("count visible time only, not time after the timeout, and round to seconds", () => {
    let session = applyEvent(startSession("s1", "v1", T0), "page_view", T0);
    session = addVisibleTime(session, T0, T0 + 12_400);
    expect(durationSeconds(session)).toBe(12);
    session = addVisibleTime(session, T0 + 20_000, T0 + 20_600);
    expect(durationSeconds(session)).toBe(13);
    const overnight = addVisibleTime(session, T0 + 30_000, T0 + 8 * 60 * 60 * 1000);
    expect(overnight.visibleMs).toBe(13_000 + SESSION_TIMEOUT_MS - 30_000);
    expect(addVisibleTime(session, T0 - 10_000, T0 - 5_000)).toBe(session);
  });
});
