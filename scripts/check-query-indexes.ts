// Checks every Firestore query the product runs against firestore.indexes.json, by Firestore's
// rules for when a composite index is needed (scripts/lib/index-coverage.ts); the emulator
// serves any query, production refuses one without its index (FAILED_PRECONDITION).
//   tsx scripts/check-query-indexes.ts                   the catalogue, firestore.queries.json
//   tsx scripts/check-query-indexes.ts --recorded <dir>  also: the catalogue is exactly what a
//                                                         full test run recorded (npm test)
//   ... --recorded <dir> --update                         rewrites the catalogue from the recording
//                                                         (review the diff: each line is a query)
import { writeFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./lib/emulator-config";
import type { IndexFile } from "./lib/index-coverage";
import {
  compareWithRecorded,
  readJson,
  readRecordedQueries,
  uncoveredQueries,
  type QueryCatalogue,
} from "./lib/query-catalogue";
import { shapeKey, type QueryShape } from "./lib/query-shape";

const args = process.argv.slice(2);
const recordedAt = args.includes("--recorded") ? args[args.indexOf("--recorded") + 1] : undefined;
const catalogue = readJson<QueryCatalogue>(path.join(REPO_ROOT, "firestore.queries.json"));
const indexes = readJson<IndexFile>(path.join(REPO_ROOT, "firestore.indexes.json"));

const problems: string[] = [];
if (recordedAt) {
  const recorded = readRecordedQueries(path.resolve(recordedAt));
  if (args.includes("--update")) {
    const shapes = new Map<string, QueryShape>(recorded.map(({ shape }) => [shapeKey(shape), shape]));
    catalogue.queries = [...shapes.keys()].sort().map((key) => shapes.get(key)!);
    writeFileSync(path.join(REPO_ROOT, "firestore.queries.json"), `${JSON.stringify(catalogue, null, 2)}\n`);
    console.log(`firestore.queries.json now lists the ${catalogue.queries.length} queries recorded`);
  }
  if (recorded.length === 0) problems.push(`no queries were recorded in ${recordedAt}`);
  const { unlisted, unrun } = compareWithRecorded(catalogue, recorded);
  for (const { shape, source } of unlisted)
    problems.push(
      `a query the suites ran (${source}) is not in firestore.queries.json: ${shapeKey(shape)}\n` +
        `    add it: ${JSON.stringify(shape)}`,
    );
  for (const shape of unrun)
    problems.push(
      `firestore.queries.json lists a query no suite ran any more: ${shapeKey(shape)} (remove it)`,
    );
  console.log(`${recorded.length} recorded queries, ${catalogue.queries.length} in the catalogue`);
}
for (const { key, coverage } of uncoveredQueries(catalogue, indexes))
  problems.push(
    `production would refuse ${key}: ${coverage.reason}` +
      (coverage.suggestion
        ? `\n    add to firestore.indexes.json: ${JSON.stringify(coverage.suggestion)}`
        : ""),
  );

if (problems.length > 0) {
  console.error(`✖ Firestore indexes:\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(`✔ every one of the ${catalogue.queries.length} queries has its index in firestore.indexes.json`);
