import type { FieldOrder, QueryShape } from "./query-shape";

/** `firestore.indexes.json`, as firebase-tools deploys it. */
export interface IndexFile {
  indexes: CompositeIndex[];
  fieldOverrides?: FieldOverride[];
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: "COLLECTION" | "COLLECTION_GROUP";
  fields: IndexField[];
}

export interface IndexField {
  fieldPath: string;
  order?: "ASCENDING" | "DESCENDING";
  arrayConfig?: "CONTAINS";
}

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: { order?: "ASCENDING" | "DESCENDING"; arrayConfig?: "CONTAINS"; queryScope: string }[];
}

/**
 * Collections whose documents carry `expiresAt` for Firestore's TTL policy to remove them: raw
 * analytics and everything a visit makes beside it (session stamps, the day's visitor markers and
 * label documents, like and view markers: their retention), a client download's ticket, manifest
 * pages and stream leases, and CSP violation reports (30 days). The emulator never expires
 * anything, so only this offline check shows a missing one.
 */
export const EXPIRING_COLLECTIONS = [
  "analytics_events",
  "user_sessions",
  "analytics_session_counts",
  "visitors",
  "labels",
  "like_marks",
  "view_marks",
  "client_download_tickets",
  "client_download_manifests",
  "client_download_leases",
  "csp_reports",
] as const;

/** The collections of `groups` that have no TTL policy on `expiresAt` in the index file. */
export function missingTtlPolicies(file: IndexFile, groups: readonly string[] = EXPIRING_COLLECTIONS): string[] {
  const ttl = new Set(
    (file.fieldOverrides ?? [])
      .filter((override) => override.ttl && override.fieldPath === "expiresAt")
      .map((override) => override.collectionGroup),
  );
  return groups.filter((group) => !ttl.has(group));
}

/** What a query needs and whether the index file gives it. */
export interface Coverage {
  covered: boolean;
  /** How it is served, or why it is not (one line). */
  reason: string;
  /** The composite index to add when it is not covered and one would serve it. */
  suggestion: CompositeIndex | null;
}

type Mode = "ASCENDING" | "DESCENDING" | "CONTAINS";

/**
 * The single-field indexes Firestore keeps for a field: ascending, descending and
 * array-contains at collection scope unless a field override (on the field or a map above
 * it) says otherwise; none at collection-group scope unless an override adds them
 * (https://firebase.google.com/docs/firestore/query-data/index-overview#automatic_indexing).
 */
function singleFieldModes(file: IndexFile, shape: QueryShape, field: string): Set<Mode> {
  const overrides = (file.fieldOverrides ?? []).filter(
    (override) =>
      override.collectionGroup === shape.collection &&
      (override.fieldPath === field || field.startsWith(`${override.fieldPath}.`)),
  );
  // The override on the field itself wins over one on a map above it.
  const nearest = overrides.sort((a, b) => b.fieldPath.length - a.fieldPath.length)[0];
  if (!nearest)
    return new Set<Mode>(shape.scope === "COLLECTION" ? ["ASCENDING", "DESCENDING", "CONTAINS"] : []);
  return new Set(
    nearest.indexes
      .filter((index) => index.queryScope === shape.scope)
      .map((index): Mode => index.arrayConfig ?? index.order ?? "ASCENDING"),
  );
}

/**
 * The order the results come in as Firestore sorts them: the explicit orderBy, then each
 * inequality field not already ordered (ascending, in field-name order); an order on a field
 * under an equality filter changes nothing and needs nothing
 * (https://firebase.google.com/docs/firestore/query-data/order-limit-data#limitations and
 * https://firebase.google.com/docs/firestore/query-data/multiple-range-fields).
 */
export function effectiveOrder(shape: QueryShape): FieldOrder[] {
  const order = shape.orderBy.filter(({ field }) => !shape.equality.includes(field));
  for (const field of shape.inequality)
    if (!order.some((existing) => existing.field === field)) order.push({ field, direction: "ASCENDING" });
  return order;
}

const sameOrder = (a: IndexField, b: FieldOrder) => a.fieldPath === b.field && a.order === b.direction;

/**
 * Whether a composite index can serve a query whose equality-like fields are `prefix` and whose
 * order is `order`: the index is some of the prefix fields, in any order (an equality field in
 * either direction, the array field as CONTAINS), followed by exactly `order`, field and
 * direction. Returns the prefix fields it covers, or null when it cannot serve the query.
 */
function servedPrefix(
  index: CompositeIndex,
  shape: QueryShape,
  order: FieldOrder[],
): Set<string> | null {
  if (index.collectionGroup !== shape.collection || index.queryScope !== shape.scope) return null;
  const head = index.fields.length - order.length;
  if (head < 0) return null;
  if (!order.every((wanted, offset) => sameOrder(index.fields[head + offset]!, wanted))) return null;
  const covered = new Set<string>();
  for (const field of index.fields.slice(0, head)) {
    const isArray = field.fieldPath === shape.arrayContains && field.arrayConfig === "CONTAINS";
    const isEquality = shape.equality.includes(field.fieldPath) && field.order !== undefined;
    if (!isArray && !isEquality) return null;
    covered.add(field.fieldPath);
  }
  return covered;
}

/** The composite index that would serve the query on its own. */
function suggest(shape: QueryShape, order: FieldOrder[]): CompositeIndex {
  return {
    collectionGroup: shape.collection,
    queryScope: shape.scope,
    fields: [
      ...shape.equality.map((fieldPath): IndexField => ({ fieldPath, order: "ASCENDING" })),
      ...(shape.arrayContains
        ? [{ fieldPath: shape.arrayContains, arrayConfig: "CONTAINS" as const }]
        : []),
      ...order.map(({ field, direction }): IndexField => ({ fieldPath: field, order: direction })),
    ],
  };
}

/**
 * Whether production Firestore serves the query from the declared indexes, by Firestore's
 * rules for when a composite index is needed:
 *
 * - Equality filters alone (any number, `in` included) are served by merging single-field
 *   indexes, and so is one array-contains alone. An array-contains beside equality filters
 *   is taken to need a composite index (Firebase's own index guide lists it so; merging is
 *   documented for equalities).
 * - One ordered or range field and no other filter: its single-field index, in that direction.
 * - Equality or array-contains plus a range or an order on another field, or an order on two
 *   fields: a composite index whose trailing fields are exactly the order, directions included
 *   (a range with no orderBy sorts its field ascending), and whose leading fields are the
 *   equality and array fields; several such indexes may each cover part of the equality
 *   fields (index merging).
 * - Collection-group queries: no single-field index exists unless a field override adds one
 *   at that scope, and composite indexes must have that scope.
 * - A field override without indexes (an exemption) leaves the field no single-field index.
 */
export function coverageOf(shape: QueryShape, file: IndexFile): Coverage {
  const order = effectiveOrder(shape);
  const prefix = [...shape.equality, ...(shape.arrayContains ? [shape.arrayContains] : [])];
  const mode = (field: string): Mode => (field === shape.arrayContains ? "CONTAINS" : "ASCENDING");

  if (order.length === 0 && prefix.length === 0)
    return { covered: true, reason: "a scan in document order", suggestion: null };

  const singleFieldOnly =
    (order.length === 0 && (shape.arrayContains === null || prefix.length === 1)) ||
    (order.length === 1 && prefix.length === 0);
  if (singleFieldOnly) {
    const needs =
      order.length === 1
        ? [{ field: order[0]!.field, mode: order[0]!.direction as Mode }]
        : prefix.map((field) => ({ field, mode: mode(field) }));
    const missing = needs.filter(({ field, mode: wanted }) => {
      const modes = singleFieldModes(file, shape, field);
      // An equality is served by the ascending or the descending index alike.
      return wanted === "CONTAINS" || order.length === 1
        ? !modes.has(wanted)
        : !modes.has("ASCENDING") && !modes.has("DESCENDING");
    });
    if (missing.length === 0)
      return {
        covered: true,
        reason: `single-field index${needs.length > 1 ? "es merged" : ""} on ${needs.map((need) => need.field).join(", ")}`,
        suggestion: null,
      };
    // Without single-field indexes a composite index of the same fields still serves it.
    const composite = (file.indexes ?? []).some((index) => {
      const served = servedPrefix(index, shape, order);
      return served !== null && prefix.every((field) => served.has(field));
    });
    if (composite) return { covered: true, reason: "a composite index", suggestion: null };
    return {
      covered: false,
      reason: `no ${shape.scope === "COLLECTION_GROUP" ? "collection-group " : ""}single-field index on ${missing.map((need) => `${need.field} (${need.mode.toLowerCase()})`).join(", ")}`,
      suggestion: null,
    };
  }

  const served = (file.indexes ?? [])
    .map((index) => servedPrefix(index, shape, order))
    // An index of the order alone constrains none of the equality fields.
    .filter((fields): fields is Set<string> => fields !== null && (prefix.length === 0 || fields.size > 0));
  const covered = new Set(served.flatMap((fields) => [...fields]));
  if (served.length > 0 && prefix.every((field) => covered.has(field))) {
    const whole = served.some((fields) => fields.size === prefix.length);
    return { covered: true, reason: whole ? "a composite index" : "composite indexes merged", suggestion: null };
  }
  return {
    covered: false,
    reason:
      prefix.length > 0
        ? `needs a composite index: ${prefix.join(", ")} then ${order.map((o) => `${o.field} ${o.direction.toLowerCase()}`).join(", ")}`
        : `needs a composite index ordered ${order.map((o) => `${o.field} ${o.direction.toLowerCase()}`).join(", ")}`,
    suggestion: suggest(shape, order),
  };
}
