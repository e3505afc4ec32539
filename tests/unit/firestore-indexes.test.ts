import path from "node:path";
import { FieldPath, Firestore, Timestamp, type Query } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/lib/emulator-config";
import { coverageOf, type CompositeIndex, type IndexFile } from "../../scripts/lib/index-coverage";
import { readJson, uncoveredQueries, type QueryCatalogue } from "../../scripts/lib/query-catalogue";
import { shapeKey, shapeOf, type StructuredQueryLike } from "../../scripts/lib/query-shape";

// Queries are built with the Admin SDK's own Query and reduced from the StructuredQuery it
// would send (nothing is sent: the client connects lazily, on the first request).
const db = new Firestore({ projectId: "demo-index-check" });
const structured = (query: Query) =>
  (query as unknown as { toStructuredQuery(): StructuredQueryLike }).toStructuredQuery();
const shape = (query: Query) => shapeOf(structured(query));
const covered = (query: Query, file: IndexFile) => coverageOf(shape(query), file).covered;

const composite = (
  collectionGroup: string,
  ...fields: [string, "asc" | "desc" | "contains"][]
): CompositeIndex => ({
  collectionGroup,
  queryScope: "COLLECTION",
  fields: fields.map(([fieldPath, mode]) =>
    mode === "contains"
      ? { fieldPath, arrayConfig: "CONTAINS" }
      : { fieldPath, order: mode === "asc" ? "ASCENDING" : "DESCENDING" },
  ),
});
const none: IndexFile = { indexes: [] };
const cities = db.collection("cities");
const when = Timestamp.fromMillis(0);

describe("Firestore's rules for when a query needs a composite index", () => {
  it("serves equality filters on several fields by merging single-field indexes", () => {
    expect(covered(cities.where("state", "==", "CA").where("capital", "==", false), none)).toBe(true);
    expect(covered(cities.where("state", "in", ["CA", "OR"]).where("capital", "==", true), none)).toBe(true);
  });

  it("serves one range or one order with its single-field index, in either direction", () => {
    expect(covered(cities.where("population", ">", 1000), none)).toBe(true);
    expect(covered(cities.orderBy("population", "desc"), none)).toBe(true);
    expect(covered(cities.where(FieldPath.documentId(), ">=", "a"), none)).toBe(true);
  });

  it("needs a composite index for an equality plus a range or an order on another field", () => {
    const range = cities.where("state", "==", "CA").where("population", ">", 1000);
    const ordered = cities.where("state", "==", "CA").orderBy("population", "desc");
    expect(covered(range, none)).toBe(false);
    expect(covered(ordered, none)).toBe(false);
    expect(coverageOf(shape(range), none).suggestion).toEqual(
      composite("cities", ["state", "asc"], ["population", "asc"]),
    );
    const withIndex = { indexes: [composite("cities", ["state", "asc"], ["population", "desc"])] };
    expect(covered(ordered, withIndex)).toBe(true);
    // A range with no orderBy sorts its field ascending: a descending index does not serve it.
    expect(covered(range, withIndex)).toBe(false);
    expect(covered(range.orderBy("population", "desc"), withIndex)).toBe(true);
  });

  it("needs a composite index for array-contains plus an order", () => {
    const query = cities.where("regions", "array-contains", "west").orderBy("population", "desc");
    expect(covered(cities.where("regions", "array-contains", "west"), none)).toBe(true);
    expect(covered(query, none)).toBe(false);
    expect(
      covered(query, { indexes: [composite("cities", ["regions", "contains"], ["population", "desc"])] }),
    ).toBe(true);
  });

  it("needs a composite index for an order on two fields, directions included", () => {
    const query = cities.orderBy("views", "desc").orderBy("createdAt", "desc");
    expect(covered(query, none)).toBe(false);
    expect(covered(query, { indexes: [composite("cities", ["views", "desc"], ["createdAt", "asc"])] })).toBe(
      false,
    );
    expect(covered(query, { indexes: [composite("cities", ["views", "desc"], ["createdAt", "desc"])] })).toBe(
      true,
    );
  });

  it("merges composite indexes that share the order, each covering some of the equality fields", () => {
    const query = cities.where("state", "==", "CA").where("capital", "==", false).orderBy("population");
    const halves = {
      indexes: [
        composite("cities", ["state", "asc"], ["population", "asc"]),
        composite("cities", ["capital", "desc"], ["population", "asc"]),
      ],
    };
    expect(covered(query, halves)).toBe(true);
    expect(covered(query, { indexes: halves.indexes.slice(0, 1) })).toBe(false);
  });

  it("finds no single-field index for a collection-group query unless an override adds one", () => {
    const query = db.collectionGroup("visitors").where("date", "==", "2026-11-25");
    expect(covered(query, none)).toBe(false);
    const override: IndexFile = {
      indexes: [],
      fieldOverrides: [
        {
          collectionGroup: "visitors",
          fieldPath: "date",
          indexes: [{ order: "ASCENDING", queryScope: "COLLECTION_GROUP" }],
        },
      ],
    };
    expect(covered(query, override)).toBe(true);
  });

  it("finds no single-field index on an exempted field, or under an exempted map", () => {
    const exempt = (fieldPath: string): IndexFile => ({
      indexes: [],
      fieldOverrides: [{ collectionGroup: "cities", fieldPath, indexes: [] }],
    });
    expect(covered(cities.where("title", "==", "x"), exempt("title"))).toBe(false);
    expect(covered(cities.orderBy("stats.views"), exempt("stats"))).toBe(false);
    expect(covered(cities.orderBy("stats.views"), exempt("other"))).toBe(true);
  });
});

describe("the product's queries (firestore.queries.json) against firestore.indexes.json", () => {
  const indexes = readJson<IndexFile>(path.join(REPO_ROOT, "firestore.indexes.json"));
  const catalogue = readJson<QueryCatalogue>(path.join(REPO_ROOT, "firestore.queries.json"));

  it("has an index for every query", () => {
    expect(
      uncoveredQueries(catalogue, indexes).map(({ key, coverage }) => `${key}: ${coverage.reason}`),
    ).toEqual([]);
  });

  it("fails when an index a query needs is removed", () => {
    const needed = indexes.indexes.filter((_, position) => {
      const without = { ...indexes, indexes: indexes.indexes.filter((__, other) => other !== position) };
      return uncoveredQueries(catalogue, without).length > 0;
    });
    // At least the inbox's and the gallery's indexes are needed; each removal is reported.
    expect(needed.length).toBeGreaterThan(0);
    for (const index of needed) {
      const without = { ...indexes, indexes: indexes.indexes.filter((other) => other !== index) };
      const reported = uncoveredQueries(catalogue, without);
      expect(reported.length, JSON.stringify(index)).toBeGreaterThan(0);
      expect(reported.every(({ coverage }) => coverage.suggestion !== null)).toBe(true);
    }
  });

  it("settles the weekly report's spam count: ascending by its range it had no index, descending it has", () => {
    const spam = db
      .collection("inquiries")
      .where("likelySpam", "==", true)
      .where("createdAt", ">=", when)
      .where("createdAt", "<", when);
    expect(coverageOf(shape(spam), indexes).covered).toBe(false);
    const ordered = shape(spam.orderBy("createdAt", "desc"));
    expect(coverageOf(ordered, indexes).covered).toBe(true);
    expect(catalogue.queries.map(shapeKey)).toContain(shapeKey(ordered));
  });
});
