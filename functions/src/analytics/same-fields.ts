/**
 * Whether two plain documents hold the same data, whatever the order of their keys (Firestore
 * returns maps in its own order). Rebuilds use it to write nothing when nothing changed.
 */
export function sameFields(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

/** Sorted keys, so that equal maps serialise equally. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}
