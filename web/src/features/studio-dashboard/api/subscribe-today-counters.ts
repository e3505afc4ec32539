import { COLLECTIONS, parseDailyCounter, zeroDailyCounter, type DailyCounter } from "@folio/domain";
import { doc, onSnapshot, type Unsubscribe } from "firebase/firestore";
import { useEffect, useState } from "react";
import { db } from "@/lib/firebase/firestore";
import { todayKey } from "./date-range";

/** Today's counter as the dashboard follows it. */
export interface TodayCounters {
  /** Zeros until the first event of the day (a missing counter reads as zeros, spec section 4). */
  counter: DailyCounter;
  loading: boolean;
  /** The read was refused or broke; `counter` then shows zeros. */
  failed: boolean;
}

const MINUTE_MS = 60_000;

/**
 * Follows today's counter document live (spec section 7: real-time counters). The server
 * counts each event into that document within about a second, so it holds totals.
 * At UTC midnight the subscription moves to the new day by itself.
 */
export function subscribeTodayCounters(onChange: (state: TodayCounters) => void): Unsubscribe {
  let date = todayKey();
  let unsubscribe: Unsubscribe = () => {};
  const follow = () => {
    unsubscribe();
    onChange({ counter: zeroDailyCounter(date), loading: true, failed: false });
    unsubscribe = onSnapshot(
      doc(db(), COLLECTIONS.analyticsCounters, date),
      (snapshot) => {
        const data = snapshot.data();
        const createdAt = (data?.createdAt as { toDate?: () => Date } | undefined)?.toDate?.() ?? null;
        onChange({ counter: parseDailyCounter(date, data, createdAt), loading: false, failed: false });
      },
      () => onChange({ counter: zeroDailyCounter(date), loading: false, failed: true }),
    );
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

/** Today's counters, live. */
export function useTodayCounters(): TodayCounters {
  const [state, setState] = useState<TodayCounters>(() => ({
    counter: zeroDailyCounter(todayKey()),
    loading: true,
    failed: false,
  }));
  useEffect(() => subscribeTodayCounters(setState), []);
  return state;
}
