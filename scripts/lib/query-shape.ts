/**
 * A Firestore query reduced to what decides its index: the collection, the kinds of filter on
 * each field and the order of the results. Built from the query's `StructuredQuery` as it goes
 * over the wire (the Admin SDK's `toStructuredQuery()`, the web SDK's `runQuery` body or its
 * listen target), so that what is checked is what Firestore receives; values are dropped.
 */
export interface QueryShape {
  /** Collection id (`gallery`, or `visitors` for `analytics_counters/{date}/visitors`). */
  collection: string;
  /** `COLLECTION_GROUP` for `collectionGroup()` queries (`allDescendants`). */
  scope: "COLLECTION" | "COLLECTION_GROUP";
  /** Fields under `==`, `in`, `is null` or `is NaN`, sorted. */
  equality: string[];
  /** The field under `array-contains` or `array-contains-any`, if any. */
  arrayContains: string | null;
  /** Fields under `<`, `<=`, `>`, `>=`, `!=`, `not-in`, `is not null` or `is not NaN`, sorted. */
  inequality: string[];
  /** The explicit order, `__name__` left out (every index ends in it). */
  orderBy: FieldOrder[];
}

export interface FieldOrder {
  field: string;
  direction: "ASCENDING" | "DESCENDING";
}

/** The parts of a StructuredQuery (REST JSON or the Admin SDK's object) this module reads. */
export interface StructuredQueryLike {
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: FilterLike;
  orderBy?: { field?: { fieldPath?: string }; direction?: string | number }[];
}

interface FilterLike {
  compositeFilter?: { op?: string | number; filters?: FilterLike[] };
  fieldFilter?: { field?: { fieldPath?: string }; op?: string | number };
  unaryFilter?: { field?: { fieldPath?: string }; op?: string | number };
}

/** A query this module cannot reduce (an OR filter, a kindless query). */
export class UnsupportedQueryError extends Error {
  constructor(reason: string) {
    super(`query not supported by the index check: ${reason}`);
    this.name = "UnsupportedQueryError";
  }
}

const EQUALITY_OPS = new Set(["EQUAL", "IN"]);
const ARRAY_OPS = new Set(["ARRAY_CONTAINS", "ARRAY_CONTAINS_ANY"]);
const INEQUALITY_OPS = new Set([
  "LESS_THAN",
  "LESS_THAN_OR_EQUAL",
  "GREATER_THAN",
  "GREATER_THAN_OR_EQUAL",
  "NOT_EQUAL",
  "NOT_IN",
]);

/** Document id filters and orders need no index: every index ends in the document name. */
export const DOCUMENT_ID = "__name__";

/** Unquotes a field path segment the SDKs quote (`` `a-b` ``); plain paths pass unchanged. */
function fieldOf(path: string | undefined): string {
  if (!path) throw new UnsupportedQueryError("a filter without a field");
  return path.replace(/`/g, "");
}

function collectFilters(filter: FilterLike | undefined, into: QueryShape): void {
  if (!filter) return;
  if (filter.compositeFilter) {
    if (String(filter.compositeFilter.op) !== "AND") throw new UnsupportedQueryError("an OR filter");
    for (const inner of filter.compositeFilter.filters ?? []) collectFilters(inner, into);
    return;
  }
  const single = filter.fieldFilter ?? filter.unaryFilter;
  if (!single) return;
  const field = fieldOf(single.field?.fieldPath);
  const op = String(single.op);
  if (field === DOCUMENT_ID) return;
  if (filter.unaryFilter) {
    (op.startsWith("IS_NOT_") ? into.inequality : into.equality).push(field);
    return;
  }
  if (EQUALITY_OPS.has(op)) into.equality.push(field);
  else if (ARRAY_OPS.has(op)) {
    if (into.arrayContains !== null && into.arrayContains !== field)
      throw new UnsupportedQueryError("two array-contains filters");
    into.arrayContains = field;
  } else if (INEQUALITY_OPS.has(op)) into.inequality.push(field);
  else throw new UnsupportedQueryError(`the operator ${op}`);
}

const unique = (fields: string[]) => [...new Set(fields)].sort();

/** The shape of a StructuredQuery. */
export function shapeOf(query: StructuredQueryLike): QueryShape {
  const from = query.from?.[0];
  if (!from?.collectionId) throw new UnsupportedQueryError("a query without a collection id");
  const shape: QueryShape = {
    collection: from.collectionId,
    scope: from.allDescendants ? "COLLECTION_GROUP" : "COLLECTION",
    equality: [],
    arrayContains: null,
    inequality: [],
    orderBy: [],
  };
  collectFilters(query.where, shape);
  shape.equality = unique(shape.equality);
  shape.inequality = unique(shape.inequality);
  for (const order of query.orderBy ?? []) {
    const field = fieldOf(order.field?.fieldPath);
    if (field === DOCUMENT_ID) continue;
    const direction = String(order.direction) === "DESCENDING" ? "DESCENDING" : "ASCENDING";
    if (!shape.orderBy.some((existing) => existing.field === field)) shape.orderBy.push({ field, direction });
  }
  return shape;
}

const DIRECTION = { ASCENDING: "asc", DESCENDING: "desc" } as const;

/**
 * One line naming the shape, for reports and for comparing shapes:
 * `gallery | published ==, tags array-contains | order views desc, createdAt desc`.
 */
export function shapeKey(shape: QueryShape): string {
  const filters = [
    ...shape.equality.map((field) => `${field} ==`),
    ...(shape.arrayContains ? [`${shape.arrayContains} array-contains`] : []),
    ...shape.inequality.map((field) => `${field} range`),
  ];
  const order = shape.orderBy.map(({ field, direction }) => `${field} ${DIRECTION[direction]}`);
  return [
    shape.scope === "COLLECTION_GROUP" ? `${shape.collection} (group)` : shape.collection,
    filters.length ? filters.join(", ") : "no filter",
    order.length ? `order ${order.join(", ")}` : "no order",
  ].join(" | ");
}
