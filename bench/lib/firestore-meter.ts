// Counts what the Admin SDK reads and writes, as Firestore bills it, by instrumenting internal
// classes of @google-cloud/firestore once per process: every document a read returns (at least
// one per query), one read per 1,000 index entries of a count aggregation (at least one), and
// every write a commit carries. The benches subscribe to what they need.
import { createRequire } from "node:module";

/** One collection path and the documents read from it. */
export type ReadListener = (path: string, reads: number) => void;
/** The document paths of a commit, and whether it was applied (a refused commit applied nothing). */
export type CommitListener = (paths: readonly string[], applied: boolean) => void;

const readListeners = new Set<ReadListener>();
const commitListeners = new Set<CommitListener>();

/** Calls `listener` for every read until the returned function is called. */
export function onReads(listener: ReadListener): () => void {
  readListeners.add(listener);
  return () => readListeners.delete(listener);
}

/** Calls `listener` for every commit until the returned function is called. */
export function onCommits(listener: CommitListener): () => void {
  commitListeners.add(listener);
  return () => commitListeners.delete(listener);
}

const sdk = createRequire(import.meta.url);
const sdkRoot = sdk.resolve("@google-cloud/firestore").replace(/build\/src\/index\.js$/, "build/src/");
const { DocumentReader } = sdk(`${sdkRoot}document-reader.js`) as {
  DocumentReader: { prototype: { _get: (...args: unknown[]) => Promise<unknown> } };
};
const { Query } = sdk(`${sdkRoot}reference/query.js`) as {
  Query: { prototype: { _getResponse: (...args: unknown[]) => Promise<{ result: { size: number } }> } };
};
const { AggregateQuery } = sdk(`${sdkRoot}reference/aggregate-query.js`) as {
  AggregateQuery: {
    prototype: { _get: (...args: unknown[]) => Promise<{ result: { data(): Record<string, unknown> } }> };
  };
};
const { WriteBatch } = sdk(`${sdkRoot}write-batch.js`) as {
  WriteBatch: { prototype: { _commit: (...args: unknown[]) => Promise<unknown> } };
};

function read(path: string, reads: number): void {
  for (const listener of readListeners) listener(path, reads);
}

/** A query's collection path, from the SDK's query options. */
type QueryOptions = { parentPath: { relativeName: string }; collectionId: string };
const queryPath = (options: QueryOptions) =>
  `${options.parentPath.relativeName ? `${options.parentPath.relativeName}/` : ""}${options.collectionId}`;

const readDocs = DocumentReader.prototype._get;
DocumentReader.prototype._get = function (this: { allDocuments: unknown[] | Set<unknown> }, ...args) {
  for (const ref of this.allDocuments) read((ref as { path: string }).path, 1);
  return readDocs.apply(this, args);
};
const runQuery = Query.prototype._getResponse;
Query.prototype._getResponse = async function (this: { _queryOptions: QueryOptions }, ...args) {
  const response = await runQuery.apply(this, args);
  read(queryPath(this._queryOptions), Math.max(1, response.result.size));
  return response;
};
const runAggregate = AggregateQuery.prototype._get;
AggregateQuery.prototype._get = async function (this: { _query: { _queryOptions: QueryOptions } }, ...args) {
  const response = await runAggregate.apply(this, args);
  const count = Number(response.result.data().count) || 0;
  read(queryPath(this._query._queryOptions), Math.max(1, Math.ceil(count / 1000)));
  return response;
};
const commit = WriteBatch.prototype._commit;
WriteBatch.prototype._commit = async function (this: { _ops: { docPath: string }[] }, ...args) {
  const paths = this._ops.map((op) => op.docPath);
  try {
    const result = await commit.apply(this, args);
    for (const listener of commitListeners) listener(paths, true);
    return result;
  } catch (error) {
    for (const listener of commitListeners) listener(paths, false);
    throw error;
  }
};
