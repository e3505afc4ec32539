import { storedBookingFieldsSchema, storedInquiryFieldsSchema, utcDateKey } from "@folio/domain";
import type { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { syntheticVisits } from "./analytics-visits";
import { syntheticMessages } from "./seed-messages";

const items = [
  { id: "alpine-dawn", title: "Alpine dawn", type: "image" as const, category: "landscapes" },
  { id: "harbour", title: "Harbour at dusk", type: "video" as const, category: "landscapes" },
];

describe("the demo's messages", () => {
  const now = new Date("2026-03-15T15:00:00Z");
  const visits = syntheticVisits(items, now, 60).flatMap((day) => day.visits);
  const messages = syntheticMessages(visits, now);

  it("are one per inquiry and booking event, from the same visit, at the same time", () => {
    const events = visits.flatMap((visit) =>
      visit.events
        .filter((event) => event.type === "inquiry" || event.type === "booking")
        .map((event) => ({ visit, event })),
    );
    expect(events.length).toBeGreaterThan(20);
    expect(messages).toHaveLength(events.length);
    for (const { visit, event } of events) {
      const message = messages.find((entry) => entry.path.endsWith(`/seedm-${event.id}`))!;
      expect(message.path.startsWith(event.type === "inquiry" ? "inquiries/" : "bookings/")).toBe(true);
      expect(message.at).toBe(event.at);
      expect((message.data.createdAt as Timestamp).toMillis()).toBe(event.at);
      expect(message.data).toMatchObject({ visitorId: visit.userId, sessionId: visit.sessionId });
      // An inquiry about a work names the work its event names, as the viewer's "Ask about this" does.
      if (event.type === "inquiry") expect(message.data.itemId).toBe(event.item?.id ?? null);
    }
    expect(messages.some((message) => message.data.itemId === "alpine-dawn")).toBe(true);
    expect(
      messages.some((message) => message.path.startsWith("inquiries/") && message.data.itemId === null),
    ).toBe(true);
    expect(syntheticMessages(visits, now)).toEqual(messages);
  });

  it("are what the rules accept from the forms", () => {
    for (const { path, data } of messages) {
      const { createdAt: _createdAt, handled: _handled, ...sent } = data;
      const schema = path.startsWith("inquiries/") ? storedInquiryFieldsSchema : storedBookingFieldsSchema;
      expect(schema.safeParse(sent).success, path).toBe(true);
      if (path.startsWith("bookings/"))
        expect((sent.date as string) > utcDateKey((data.createdAt as Timestamp).toMillis())).toBe(true);
    }
  });

  it("are handled when older than three days, oldest first", () => {
    const recent = messages.filter((message) => now.getTime() - message.at <= 3 * 86_400_000);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((message) => message.data.handled === false)).toBe(true);
    expect(
      messages.filter((message) => !recent.includes(message)).every((message) => message.data.handled),
    ).toBe(true);
    expect(messages.map((message) => message.at)).toEqual(
      messages.map((message) => message.at).sort((a, b) => a - b),
    );
  });
});
