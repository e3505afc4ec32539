import { z } from "../zod";

/** Anything with `toDate()`: the Timestamp of the web SDK, Firestore Lite and the Admin SDK alike. */
interface TimestampLike {
  toDate(): Date;
}

function isTimestampLike(value: unknown): value is TimestampLike {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { toDate?: unknown }).toDate === "function"
  );
}

/**
 * A Firestore time field converted to a Date. `null` is what the full web SDK returns for a
 * server timestamp that is still pending on this client; it reads as "now", which is what
 * the server is about to stamp.
 */
export const firestoreDate = z
  .union([z.date(), z.custom<TimestampLike>(isTimestampLike, "Expected a timestamp"), z.null()])
  .transform((value) => (value === null ? new Date() : value instanceof Date ? value : value.toDate()));

/**
 * A time field as stored: a date or a Timestamp, never null. An analytics event whose
 * `timestamp` is null was written without one, and the spec's counting needs its day.
 */
export const storedFirestoreDate = z
  .union([z.date(), z.custom<TimestampLike>(isTimestampLike, "Expected a timestamp")])
  .transform((value) => (value instanceof Date ? value : value.toDate()));

/** A time sent through a callable function: epoch milliseconds (JSON has no dates). */
export const epochMillisDate = z
  .number()
  .int()
  .nonnegative()
  .transform((millis) => new Date(millis));
