const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Waits out the end of the UTC day when fewer than `marginMs` remain of it. A visitor's id is
 * daily (the spec's `userId` rotates at UTC midnight, which starts a new session) and counters
 * are per UTC day, so a journey that straddles midnight is two visitors on two days. Tests that
 * follow one visit from the browser to today's counters call this first.
 */
export async function clearOfUtcMidnight(marginMs = 4 * 60 * 1000): Promise<void> {
  const left = DAY_MS - (Date.now() % DAY_MS);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 2000));
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Waits out the end of the clock hour when fewer than `marginMs` remain of it: selections are
 * bounded per hour (domain selectionHour), so a flood that straddles the hour is two floods.
 */
export async function clearOfHour(marginMs = 2 * 60 * 1000): Promise<void> {
  const left = HOUR_MS - (Date.now() % HOUR_MS);
  if (left < marginMs) await new Promise((resolve) => setTimeout(resolve, left + 2000));
}
