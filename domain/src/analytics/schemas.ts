import { z } from "../zod";
import { storedFirestoreDate } from "../content/timestamp";
import { EVENT_TYPES, type EventType } from "../event-types";
import { ANALYTICS_KEY_PATTERNS, isAnalyticsKey } from "./keys";
import { ANALYTICS_LIMITS as L } from "./limits";
import type { ItemDayCounts } from "./day-stats";
import { sessionDimensionsSchema } from "./dimensions";

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

/**
 * Which of its item's day counts an event type raises (the day counter's `items`). Views and
 * likes also raise the gallery item's own `views` and `likes` (spec section 4).
 */
export const ITEM_DAY_FIELD: Partial<Record<EventType, keyof ItemDayCounts>> = {
  image_view: "views",
  video_view: "views",
  like: "likes",
  download: "downloads",
  share: "shares",
};

/** The gallery item an event is about, as the public site passes it to the tracker. */
export const trackedContentSchema = z.object({
  id: z.string().min(1).max(L.idMax),
  title: z.string().max(L.contentTitleMax),
  type: z.enum(["image", "video"]),
  category: z.string().max(L.categoryMax),
});
export type TrackedContent = z.infer<typeof trackedContentSchema>;

/** Any string, cut to `max` characters for storage; anything else (or "") reads as null. */
const liberalText = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "string" && value ? value.slice(0, max) : null));

/** A visitor-controlled key: kept only when it matches its pattern (keys.ts), else null. */
const keyOrNull = (kind: keyof typeof ANALYTICS_KEY_PATTERNS) =>
  z
    .unknown()
    .optional()
    .transform((value) => (isAnalyticsKey(kind, value) ? value : null));

/** What `contentType` is stored as: the tracker's two, and anything else as `other`. */
export const STORED_CONTENT_TYPES = ["image", "video", "other"] as const;
export type StoredContentType = (typeof STORED_CONTENT_TYPES)[number];

/**
 * Firebase Auth uids (anonymous ones are 28 letters and digits): no underscore, so that
 * `{uid}_{itemId}` names exactly one pair.
 */
export const LIKER_UID_PATTERN = /^[A-Za-z0-9]{1,128}$/;

/**
 * A stored analytics event. The spec's fields (type, contentId, contentTitle, contentType,
 * category, timestamp) are all a backfill needs; the tracker adds the visit's ids and path.
 * Liberal: any string in the descriptive fields counts (normalised: an unknown contentType
 * is `other`, long text is cut); a visitor id or session id that is not a key the server
 * can use is dropped, and the event counts without it. `countState` is written by the
 * server only: whether the counters include the event.
 */
export const storedEventSchema = z.object({
  type: z.enum(EVENT_TYPES),
  contentId: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "string" && value ? value : null)),
  contentTitle: liberalText(L.contentTitleMax),
  contentType: z
    .unknown()
    .optional()
    .transform((value): StoredContentType | null =>
      value === "image" || value === "video" ? value : typeof value === "string" && value ? "other" : null,
    ),
  category: liberalText(L.categoryMax),
  timestamp: storedFirestoreDate,
  sessionId: keyOrNull("sessionId"),
  userId: keyOrNull("visitorId"),
  path: liberalText(L.pathMax),
  /**
   * The Firebase Auth uid of a visitor's like; absent in backfills. Only a uid that can be
   * part of a marker id (`like_marks/{uid}_{itemId}`) binds the like; any other counts as a
   * backfill does.
   */
  uid: z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "string" && LIKER_UID_PATTERN.test(value) ? value : null)),
  countState: z
    .unknown()
    .optional()
    .transform((value) => (value === "counted" || value === "ignored" ? value : null)),
  /**
   * Written by the server when it counts an event about an item: whether the event raised the
   * item's counts (false for a repeated view in one session). Absent reads as true.
   */
  itemCounted: z
    .unknown()
    .optional()
    .transform((value) => value !== false),
  /** Written by the server when the like's marker is deleted (the visitor unliked). */
  unliked: z
    .unknown()
    .optional()
    .transform((value) => value === true),
  /** Written by the server when counting the event made its visitor's marker of the day (a unique visitor). */
  visitorAdded: z
    .unknown()
    .optional()
    .transform((value) => value === true),
});
export type StoredEvent = z.infer<typeof storedEventSchema>;

/** Why an event is not counted. */
export type EventRejection =
  | "unknown-type"
  | "malformed"
  | "missing-content"
  | "invalid-content-id"
  | "unknown-content"
  | "unpublished-content"
  | "repeat-like"
  | "uncountable";

/**
 * Parses a raw event document. Only an unknown type, a missing or invalid timestamp
 * (`malformed`), and an item-bound type without a usable item id are rejected here; whether
 * the item exists and is published is the server's to check.
 */
export function parseStoredEvent(
  data: unknown,
): { ok: true; event: StoredEvent } | { ok: false; reason: EventRejection; detail: string } {
  const type = (data as { type?: unknown } | null)?.type;
  if (typeof type !== "string" || !(EVENT_TYPES as readonly string[]).includes(type)) {
    return { ok: false, reason: "unknown-type", detail: String(type).slice(0, 100) };
  }
  const parsed = storedEventSchema.safeParse(data);
  if (!parsed.success) {
    return {
      ok: false,
      reason: "malformed",
      detail: parsed.error.issues.map((issue) => issue.path.join(".")).join(","),
    };
  }
  const event = parsed.data;
  const contentId: string | null = event.contentId;
  if (contentId !== null && !ANALYTICS_KEY_PATTERNS.contentId.test(contentId)) {
    if (CONTENT_REQUIRED_TYPES.includes(event.type))
      return { ok: false, reason: "invalid-content-id", detail: contentId.slice(0, 100) };
    // Not about one item: the event still counts, without the id it cannot use.
    event.contentId = null;
  }
  if (CONTENT_REQUIRED_TYPES.includes(event.type) && !event.contentId) {
    return { ok: false, reason: "missing-content", detail: event.type };
  }
  return { ok: true, event };
}

/** What the server has already counted of a session (its stamp in `analytics_session_counts`). */
export const countedSessionSchema = z.object({
  duration: z.number().int().nonnegative(),
  bounced: z.boolean(),
  /** The outbound links counted (sorted). */
  outbound: z.array(z.string()).catch([]),
});
export type CountedSession = z.infer<typeof countedSessionSchema>;

/**
 * A stored user session (spec section 3); `referrer` is the traffic source, "" when direct.
 * Liberal where a backfill may differ from the tracker: no referrer (null or absent) is a
 * direct visit, and a fractional duration counts rounded to the second. Its times must be
 * stored times: the rebuild finds a day's sessions by `startTime`, and could not recount one
 * without it.
 */
export const storedSessionSchema = z.object({
  userId: z.string().min(1).max(L.idMax),
  sessionId: z.string().min(1).max(L.idMax),
  startTime: storedFirestoreDate,
  endTime: storedFirestoreDate,
  duration: z.number().nonnegative().max(L.sessionDurationMaxSeconds).transform(Math.round),
  bounced: z.boolean(),
  /** Any string: the server sanitises it into a source label (traffic-source.ts). */
  referrer: z
    .string()
    .nullish()
    .transform((referrer) => referrer ?? ""),
  device: z.enum(DEVICES),
  ...sessionDimensionsSchema.shape,
});
export type StoredSession = z.infer<typeof storedSessionSchema>;
