/** The nine analytics event types (spec section 3). */
export const EVENT_TYPES = [
  "page_view",
  "gallery_view",
  "image_view",
  "video_view",
  "download",
  "like",
  "share",
  "inquiry",
  "booking",
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** Numeric fields of a daily counter document (spec section 3). */
export const COUNTER_FIELDS = [
  "pageViews",
  "contentViews",
  "downloads",
  "likes",
  "shares",
  "inquiries",
  "bookings",
] as const;

export type CounterField = (typeof COUNTER_FIELDS)[number];

/** Which daily counter each event type raises. */
export const COUNTER_FIELD_BY_EVENT: Readonly<Record<EventType, CounterField>> = {
  page_view: "pageViews",
  gallery_view: "contentViews",
  image_view: "contentViews",
  video_view: "contentViews",
  download: "downloads",
  like: "likes",
  share: "shares",
  inquiry: "inquiries",
  booking: "bookings",
};

/** Narrows an unknown value to an event type. */
export function isEventType(value: unknown): value is EventType {
  return typeof value === "string" && (EVENT_TYPES as readonly string[]).includes(value);
}
