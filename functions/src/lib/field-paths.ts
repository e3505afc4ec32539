import { FieldPath } from "firebase-admin/firestore";

/**
 * Nested fields as `update`'s field paths and values, so that maps are merged, not replaced;
 * the top-level fields named in `whole` replace what is stored.
 */
export function fieldPaths(
  fields: Record<string, unknown>,
  whole: readonly string[],
  prefix: string[] = [],
): unknown[] {
  return Object.entries(fields).flatMap(([key, value]) => {
    // A map (plain or prototype-free); an increment, a time or a list is a value.
    const kind = value !== null && typeof value === "object" ? (value as object).constructor : null;
    const map = (kind === Object || kind === undefined) && !(prefix.length === 0 && whole.includes(key));
    return map
      ? fieldPaths(value as Record<string, unknown>, whole, [...prefix, key])
      : [new FieldPath(...prefix, key), value];
  });
}
