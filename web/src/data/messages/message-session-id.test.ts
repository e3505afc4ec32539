import { describe, expect, it } from "vitest";
import { messageSessionId } from "./message-session-id";

const now = Date.parse("2026-03-10T12:00:00Z");
const visitor = "abcdEFGH_1234-xyz";
const session = {
  sessionId: "sess_0123456789",
  userId: visitor,
  startedAt: now - 60_000,
  lastActivityAt: now - 30_000,
  pageViews: 2,
  bounced: false,
  visibleMs: 30_000,
  created: true,
};
const stored = (value: unknown) => () => JSON.stringify(value);

describe("messageSessionId", () => {
  it("sends the running session of the message's visitor", () => {
    expect(messageSessionId(visitor, stored(session), now)).toBe("sess_0123456789");
  });

  it("sends none without a visitor id, for another visitor's, an expired, an unwritten or a malformed session", () => {
    expect(messageSessionId(undefined, stored(session), now)).toBeUndefined();
    expect(messageSessionId("someoneElse_123", stored(session), now)).toBeUndefined();
    expect(
      messageSessionId(visitor, stored({ ...session, lastActivityAt: now - 3_600_000 }), now),
    ).toBeUndefined();
    expect(messageSessionId(visitor, stored({ ...session, created: false }), now)).toBeUndefined();
    expect(messageSessionId(visitor, stored({ ...session, sessionId: "a/b" }), now)).toBeUndefined();
    expect(messageSessionId(visitor, () => null, now)).toBeUndefined();
    expect(messageSessionId(visitor, () => "{not json", now)).toBeUndefined();
    expect(
      messageSessionId(
        visitor,
        () => {
          throw new Error("storage disabled");
        },
        now,
      ),
    ).toBeUndefined();
  });
});
