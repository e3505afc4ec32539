import { describe, expect, it } from "vitest";
import { messageVisitorId } from "./message-visitor-id";

const now = new Date("2026-03-10T12:00:00Z");
const stored = (value: unknown) => () => JSON.stringify(value);

describe("messageVisitorId", () => {
  it("sends today's tracker id", () => {
    expect(messageVisitorId(stored({ day: "2026-03-10", id: "abcdEFGH_1234-xyz" }), now)).toBe(
      "abcdEFGH_1234-xyz",
    );
  });

  it("sends none for another day's id, a malformed id, or nothing stored", () => {
    expect(messageVisitorId(stored({ day: "2026-03-09", id: "abcdEFGH_1234-xyz" }), now)).toBeUndefined();
    expect(messageVisitorId(stored({ day: "2026-03-10", id: "a/b" }), now)).toBeUndefined();
    expect(messageVisitorId(() => null, now)).toBeUndefined();
    expect(messageVisitorId(() => "{not json", now)).toBeUndefined();
    expect(
      messageVisitorId(() => {
        throw new Error("storage disabled");
      }, now),
    ).toBeUndefined();
  });
});
