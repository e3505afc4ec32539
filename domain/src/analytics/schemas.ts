import { z } from "zod";
import { firestoreDate } from "../content/timestamp";
import { EVENT_TYPES, type EventType } from "../event-types";
import { ANALYTICS_LIMITS as L } from "./limits";

/** Devices a session is classified as (spec section 3). */
export const DEVICES = ["mobile", "desktop", "tablet"] as const;
export type Device = (typeof DEVICES)[number];

/** Event types that are about one gallery item and mean nothing without it. */
export const CONTENT_REQUIRED_TYPES: readonly EventType[] = ["image_view", "video_view", "like"];

/**
 * Event types that count as a visitor interacting: the first one ends a bounce. Page and
 * gallery views do not, because the public site records them on its own as pages load.
 */
export const INTERACTION_TYPES: readonly EventType[] = EVENT_TYPES.filter(
  (type) => type !== "page_view" && type !== "gallery_view",
);

/** Which gallery item counter an event type raises, besides its daily counter (spec section 4). */
export const ITEM_FIELD_BY_EVENT: Partial<Record<EventType, "views" | "likes">> = {
  image_view: "views",
  video_view: "views",
  like: "likes",
};

/** The gallery item an event is about, as the public site passes it to the tracker. */
export const trackedContentSchema = z.object({
  id: z.string().min(1).max(L.idMax),
  title: z.string().max(L.contentTitleMax),
  type: z.enum(["image", "video"]),
  category: z.string().max(L.categoryMax),
});
export type TrackedContent = z.infer<typeof trackedContentSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A stored analytics event. The spec's fields (type, contentId, contentTitle, contentType,
 * category, timestamp) are all a backfill needs; the tracker adds the visit's ids and path.
 * `countState` is written by the server only: whether the counters include the event.
 */
export const storedEventSchema = z.object({
  type: z.enum(EVENT_TYPES),
  contentId: optionalText(L.idMax),
  contentTitle: optionalText(L.contentTitleMax),
  contentType: z
    .enum(["image", "video"])
    .nullish()
    .transform((value) => value ?? null),
  category: optionalText(L.categoryMax),
  timestamp: firestoreDate,
  sessionId: optionalText(L.idMax),
  userId: optionalText(L.idMax),
  path: optionalText(L.pathMax),
  countState: z
    .enum(["counted", "ignored"])
    .nullish()
    .transform((value) => value ?? null),
});
export type StoredEvent = z.infer<typeof storedEventSchema>;

/** Why an event is not counted. */
export type EventRejection = "unknown-type" | "malformed" | "missing-content" | "unknown-content";

/**
 * Parses a raw event document. An unknown type and a malformed document are told apart so
 * that the logs say which; an event that needs a gallery item but names none is rejected.
 */
export function parseStoredEvent(
  data: unknown,
): { ok: true; event: StoredEvent } | { ok: false; reason: EventRejection; detail: string } {
  const type = (data as { type?: unknown } | null)?.type;
  if (typeof type !== "string" || !(EVENT_TYPES as readonly string[]).includes(type)) {
    return { ok: false, reason: "unknown-type", detail: String(type) };
  }
  const parsed = storedEventSchema.safeParse(data);
  if (!parsed.success) {
    return {
      ok: false,
      reason: "malformed",
      detail: parsed.error.issues.map((issue) => issue.path.join(".")).join(","),
    };
  }
  if (CONTENT_REQUIRED_TYPES.includes(parsed.data.type) && !parsed.data.contentId) {
    return { ok: false, reason: "missing-content", detail: parsed.data.type };
  }
  return { ok: true, event: parsed.data };
}

/** What the server has already counted of a session (written by the session trigger only). */
export const countedSessionSchema = z.object({
  duration: z.number().int().nonnegative(),
  bounced: z.boolean(),
});
export type CountedSession = z.infer<typeof countedSessionSchema>;

/** A stored user session (spec section 3); `referrer` is the traffic source, "" when direct. */
export const storedSessionSchema = z.object({
  userId: z.string().min(1).max(L.idMax),
  sessionId: z.string().min(1).max(L.idMax),
  startTime: firestoreDate,
  endTime: firestoreDate,
  duration: z.number().int().nonnegative().max(L.sessionDurationMaxSeconds),
  bounced: z.boolean(),
  referrer: z.string().max(L.sourceMax),
  device: z.enum(DEVICES),
  counted: countedSessionSchema.nullish().transform((value) => value ?? null),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;
