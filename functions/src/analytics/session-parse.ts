import { storedSessionSchema, type StoredSession } from "@folio/domain";

/** A session document's content, or null when it does not have the session's shape. */
export function parseSessionQuietly(data: unknown): StoredSession | null {
  const parsed = storedSessionSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}
