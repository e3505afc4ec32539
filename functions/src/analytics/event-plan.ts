import {
  COUNTER_FIELD_BY_EVENT,
  ITEM_FIELD_BY_EVENT,
  utcDateKey,
  type CounterField,
  type EventType,
  type ItemDayCounts,
  type StoredEvent,
} from "@folio/domain";
import { shardFor } from "./shard";

/** Which per-item daily count an event type raises, when it names an item. */
const ITEM_DAY_FIELD: Partial<Record<EventType, keyof ItemDayCounts>> = {
  image_view: "views",
  video_view: "views",
  like: "likes",
  download: "downloads",
  share: "shares",
};

/** Everything one counted event adds, decided from the event alone. */
export interface EventEffects {
  /** UTC day of the event's timestamp: the counter document it counts in. */
  date: string;
  type: EventType;
  counterField: CounterField;
  /** Shard of the counter increments (by event id, so a retry hits the same one). */
  shard: string;
  /** The gallery item the event is about, and what it raises there. */
  item: {
    id: string;
    /** Field of the per-item daily counts, if any. */
    dayField: keyof ItemDayCounts | null;
    /** Field of the gallery document (`views` or `likes`), if any. */
    totalField: "views" | "likes" | null;
  } | null;
  /** The day's visitor id, for unique visitors (its marker document). */
  visitor: { id: string } | null;
}

/** Plans the effects of a valid stored event. */
export function planEvent(eventId: string, event: StoredEvent): EventEffects {
  return {
    date: utcDateKey(event.timestamp),
    type: event.type,
    counterField: COUNTER_FIELD_BY_EVENT[event.type],
    shard: shardFor(eventId),
    item: event.contentId
      ? {
          id: event.contentId,
          dayField: ITEM_DAY_FIELD[event.type] ?? null,
          totalField: ITEM_FIELD_BY_EVENT[event.type] ?? null,
        }
      : null,
    visitor: event.userId ? { id: event.userId } : null,
  };
}
