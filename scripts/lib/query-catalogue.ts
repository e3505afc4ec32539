import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { coverageOf, type Coverage, type IndexFile } from "./index-coverage";
import { shapeKey, shapeOf, type QueryShape, type StructuredQueryLike } from "./query-shape";

/**
 * firestore.queries.json: every query shape the product runs (web app, functions, scripts),
 * as the test suites recorded them. The offline deploy check (npm run deploy:check) and the
 * unit tests check it against firestore.indexes.json; a full `npm test` checks that it is
 * exactly what the suites ran.
 */
export interface QueryCatalogue {
  queries: QueryShape[];
}

export function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

/** A catalogue query that production would refuse, with the index that would serve it. */
export interface UncoveredQuery {
  key: string;
  coverage: Coverage;
}

/** The catalogue's queries that the index file does not serve. */
export function uncoveredQueries(catalogue: QueryCatalogue, indexes: IndexFile): UncoveredQuery[] {
  return catalogue.queries.flatMap((shape) => {
    const coverage = coverageOf(shape, indexes);
    return coverage.covered ? [] : [{ key: shapeKey(shape), coverage }];
  });
}

/** One recorded query: its shape and where it was seen (`admin`, `browser`). */
export interface RecordedQuery {
  shape: QueryShape;
  source: string;
}

/** The queries recorded in a folder of `.jsonl` files (tests/support/query-recorder.cjs, query-log.ts). */
export function readRecordedQueries(folder: string): RecordedQuery[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith(".jsonl"))
    .flatMap((file) =>
      readFileSync(path.join(folder, file), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const record = JSON.parse(line) as { source: string; query: StructuredQueryLike };
          return { shape: shapeOf(record.query), source: record.source };
        }),
    );
}

/** Recorded shapes the catalogue lacks, and catalogue shapes no suite ran. */
export function compareWithRecorded(
  catalogue: QueryCatalogue,
  recorded: readonly RecordedQuery[],
): { unlisted: RecordedQuery[]; unrun: QueryShape[] } {
  const listed = new Set(catalogue.queries.map(shapeKey));
  const ran = new Set(recorded.map(({ shape }) => shapeKey(shape)));
  const unlisted = new Map<string, RecordedQuery>();
  for (const query of recorded)
    if (!listed.has(shapeKey(query.shape))) unlisted.set(shapeKey(query.shape), query);
  return {
    unlisted: [...unlisted.values()],
    unrun: catalogue.queries.filter((shape) => !ran.has(shapeKey(shape))),
  };
}
