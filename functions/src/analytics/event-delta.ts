import { emptyDayStats, type DayStats } from "@folio/domain";
import type { EventEffects } from "./event-plan";

/** What one counted event adds to its day. */
export function eventDelta(effects: EventEffects): DayStats {
  const delta = emptyDayStats(effects.date);
  delta.counters[effects.counterField] = 1;
  delta.eventTypes[effects.type] = 1;
  if (effects.item?.dayField) {
    delta.items[effects.item.id] = {
      views: 0,
      likes: 0,
      downloads: 0,
      shares: 0,
      [effects.item.dayField]: 1,
    };
  }
  return delta;
}
