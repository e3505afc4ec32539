import { describe, expect, it } from "vitest";
import { newestFirst, parseInboxMessage, type InboxMessage } from "./inbox-message";

const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

describe("parseInboxMessage", () => {
  it("reads an inquiry and a booking with their times as dates", () => {
    const inquiry = parseInboxMessage("inquiry", "q1", {
      name: "Ada",
      email: "ada@example.com",
      message: "A2 print?",
      itemId: "harbour",
      itemTitle: "Harbour",
      createdAt: timestamp("2026-03-01T10:00:00Z"),
      handled: false,
    });
    expect(inquiry).toMatchObject({ kind: "inquiry", id: "q1", itemId: "harbour", handled: false });
    expect(inquiry?.createdAt?.toISOString()).toBe("2026-03-01T10:00:00.000Z");
    const booking = parseInboxMessage("booking", "b1", {
      name: "Grace",
      email: "grace@example.com",
      phone: "",
      date: "2030-06-01",
      shootKind: "portrait",
      message: "Team portraits",
      createdAt: null,
      handled: true,
    });
    expect(booking).toMatchObject({ kind: "booking", shootKind: "portrait", createdAt: null, handled: true });
  });

  it("skips a malformed document instead of failing the inbox", () => {
    expect(parseInboxMessage("inquiry", "x", { name: "No email", handled: false })).toBeNull();
    expect(
      parseInboxMessage("booking", "y", { name: "Ada", email: "ada@example.com", shootKind: "rodeo" }),
    ).toBeNull();
  });
});

describe("newestFirst", () => {
  it("sorts newest first, a message still being written first of all", () => {
    const at = (id: string, iso: string | null) =>
      ({ id, createdAt: iso ? new Date(iso) : null }) as InboxMessage;
    const sorted = [
      at("old", "2026-01-01T00:00:00Z"),
      at("pending", null),
      at("new", "2026-02-01T00:00:00Z"),
    ].sort(newestFirst);
    expect(sorted.map((message) => message.id)).toEqual(["pending", "new", "old"]);
  });
});
