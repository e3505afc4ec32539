import {
  COLLECTIONS,
  MESSAGE_COUNTS_COLLECTION,
  parseDailyCounter,
  parseMessageCounts,
  zeroDailyCounter,
  type DailyCounter,
  type MessageCounts,
} from "@folio/domain";
import { doc, onSnapshot, type DocumentSnapshot, type Unsubscribe } from "firebase/firestore";
import { useEffect, useState } from "react";
import { db } from "@/lib/firebase/firestore";
import { todayKey } from "./date-range";

/** Today's counter and accepted messages as the dashboard follows them. */
export interface TodayCounters {
  /** Zeros until the first event of the day (a missing counter reads as zeros, spec section 4). */
  counter: DailyCounter;
  /** Today's accepted messages (`message_counts`): zeros until the first one. */
  messages: MessageCounts;
  /** Until both documents have answered once. */
  loading: boolean;
  /** A read was refused or broke; its figures then show zeros. */
  failed: boolean;
}

const MINUTE_MS = 60_000;

function createdAtOf(snapshot: DocumentSnapshot): Date | null {
  return (snapshot.data()?.createdAt as { toDate?: () => Date } | undefined)?.toDate?.() ?? null;
}

/**
 * Follows today's counter document (spec section 7: real-time counters) and today's
 * `message_counts` document live: the server counts each event into the first within about a
 * second, and each accepted message into the second in the transaction that screens it. At UTC
 * midnight both subscriptions move to the new day by themselves.
 */
export function subscribeTodayCounters(onChange: (state: TodayCounters) => void): Unsubscribe {
  let date = todayKey();
  let unsubscribe: Unsubscribe = () => {};
  const follow = () => {
    unsubscribe();
    const day = date;
    let state: TodayCounters = {
      counter: zeroDailyCounter(day),
      messages: { inquiries: 0, bookings: 0 },
      loading: true,
      failed: false,
    };
    const answered = { counter: false, messages: false };
    const update = (part: keyof typeof answered, next: Partial<TodayCounters>) => {
      answered[part] = true;
      state = { ...state, ...next, loading: !(answered.counter && answered.messages) };
      onChange(state);
    };
    onChange(state);
    const stops = [
      onSnapshot(
        doc(db(), COLLECTIONS.analyticsCounters, day),
        (snapshot) =>
          update("counter", { counter: parseDailyCounter(day, snapshot.data(), createdAtOf(snapshot)) }),
        () => update("counter", { counter: zeroDailyCounter(day), failed: true }),
      ),
      onSnapshot(
        doc(db(), MESSAGE_COUNTS_COLLECTION, day),
        (snapshot) => {
          const { inquiries, bookings } = parseMessageCounts(day, snapshot.data());
          update("messages", { messages: { inquiries, bookings } });
        },
        () => update("messages", { messages: { inquiries: 0, bookings: 0 }, failed: true }),
      ),
    ];
    unsubscribe = () => stops.forEach((stop) => stop());
  };
  follow();
  const midnight = setInterval(() => {
    if (todayKey() === date) return;
    date = todayKey();
    follow();
  }, MINUTE_MS);
  return () => {
    clearInterval(midnight);
    unsubscribe();
  };
}

/** Today's counters and accepted messages, live. */
export function useTodayCounters(): TodayCounters {
  const [state, setState] = useState<TodayCounters>(() => ({
    counter: zeroDailyCounter(todayKey()),
    messages: { inquiries: 0, bookings: 0 },
    loading: true,
    failed: false,
  }));
  useEffect(() => subscribeTodayCounters(setState), []);
  return state;
}
