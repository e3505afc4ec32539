import { COLLECTIONS, type EventType } from "@folio/domain";
import { Timestamp, type Firestore } from "firebase-admin/firestore";
import type { StudioFixtureItem } from "./studio-fixture";

const DAY_MS = 86_400_000;

/** A visit as written to user_sessions. */
export interface PlannedSession {
  userId: string;
  sessionId: string;
  startTime: number;
  endTime: number;
  duration: number;
  bounced: boolean;
  referrer: string;
  device: "mobile" | "desktop" | "tablet";
}

/** The raw events and sessions the fixture's visits consist of. */
export interface VisitPlan {
  events: { type: EventType; contentId: string | null; userId: string; at: number }[];
  sessions: PlannedSession[];
}

const DEVICES = ["desktop", "mobile", "tablet", "mobile"] as const;
const REFERRERS = ["", "instagram.com", "google.com", ""] as const;

/**
 * Writes visitor events and sessions of the last `days` UTC days with the spec's fields (plus
 * the visit's ids, as the tracker writes them), with the triggers on so the server counts them.
 */
export async function writeVisits(
  db: Firestore,
  items: readonly StudioFixtureItem[],
  days = 12,
): Promise<VisitPlan> {
  const events: VisitPlan["events"] = [];
  const sessions: PlannedSession[] = [];
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  for (let day = 0; day < days; day += 1) {
    const visitors = 2 + (day % 3);
    for (let visitor = 0; visitor < visitors; visitor += 1) {
      const userId = `visitor-${day}-${visitor}-xxxxxxxx`;
      // Within the day, well before now for today's visits.
      const start = today - day * DAY_MS + 60_000 * (5 + visitor * 7);
      const item = items[(day + visitor) % items.length]!;
      // Every third visitor looks at one page and leaves: a bounce.
      const plan: [EventType, string | null][] =
        visitor === 2
          ? [["page_view", null]]
          : [
              ["page_view", null],
              ["gallery_view", null],
              ["image_view", item.id],
              ...(visitor % 2 === 0 ? ([["like", item.id]] as [EventType, string][]) : []),
              ...(visitor === 1
                ? ([
                    ["share", item.id],
                    ["download", item.id],
                  ] as [EventType, string][])
                : []),
              ...(day % 4 === 0 && visitor === 0 ? ([["inquiry", item.id]] as [EventType, string][]) : []),
              ...(day % 5 === 1 && visitor === 0
                ? ([["booking", null]] as [EventType, string | null][])
                : []),
            ];
      const clamp = (at: number) => Math.min(at, Date.now() - 1000);
      plan.forEach(([type, contentId], step) =>
        events.push({ type, contentId, userId, at: clamp(start + step * 20_000) }),
      );
      sessions.push({
        userId,
        sessionId: `${userId}-s`,
        startTime: clamp(start),
        endTime: clamp(start + plan.length * 20_000),
        duration: 10 + plan.length * 20,
        bounced: plan.length === 1,
        referrer: REFERRERS[(day + visitor) % REFERRERS.length]!,
        device: DEVICES[visitor % DEVICES.length]!,
      });
    }
  }
  const titles = new Map(items.map((item) => [item.id, item]));
  for (let index = 0; index < events.length; index += 400) {
    const batch = db.batch();
    for (const event of events.slice(index, index + 400)) {
      const item = event.contentId ? titles.get(event.contentId) : undefined;
      batch.set(db.collection(COLLECTIONS.analyticsEvents).doc(), {
        type: event.type,
        contentId: event.contentId,
        contentTitle: item?.title ?? null,
        contentType: item ? "image" : null,
        category: item?.category ?? null,
        timestamp: Timestamp.fromMillis(event.at),
        userId: event.userId,
        sessionId: `${event.userId}-s`,
        path: "/",
      });
    }
    await batch.commit();
  }
  const batch = db.batch();
  for (const session of sessions) {
    batch.set(db.collection(COLLECTIONS.userSessions).doc(session.sessionId), {
      ...session,
      startTime: Timestamp.fromMillis(session.startTime),
      endTime: Timestamp.fromMillis(session.endTime),
    });
  }
  await batch.commit();
  return { events, sessions };
}
