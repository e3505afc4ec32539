// Counts what the Admin SDK reads and writes, as Firestore bills it, by instrumenting internal
// classes of @google-cloud/firestore once per process: every document a read returns (at least
// one per query), one read per 1,000 index entries of a count aggregation (at least one), and
// every write a commit carries. The benches subscribe to what they need. Tests also stop an
// operation before it is sent (`beforeOperations`): a fault injected below the code under test,
// whatever path it takes, and only in the process that asks for it.
import { createRequire } from "node:module";

/** One collection path and the documents read from it. */
export type ReadListener = (path: string, reads: number) => void;
/** The document paths of a commit, and whether it was applied (a refused commit applied nothing). */
export type CommitListener = (paths: readonly string[], applied: boolean) => void;

/** An operation about to be sent: a read of documents, a query of a collection, a commit of writes. */
export interface Operation {
  kind: "read" | "query" | "commit";
  /** The documents' paths, or the query's collection path. */
  paths: readonly string[];
}
/** Sees each operation before it is sent; a throw fails the operation with that error, nothing sent. */
export type Gate = (operation: Operation) => void;

const readListeners = new Set<ReadListener>();
const commitListeners = new Set<CommitListener>();
const gates = new Set<Gate>();

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

/** Passes every operation through `gate` until the returned function is called. */
export function beforeOperations(gate: Gate): () => void {
  gates.add(gate);
  return () => gates.delete(gate);
}

/** Runs the gates on an operation: the error the first one throws, if any. */
function stopped(operation: Operation): unknown {
  try {
    for (const gate of gates) gate(operation);
    return undefined;
  } catch (error) {
    return error ?? new Error("stopped");
  }
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
  const paths = [...this.allDocuments].map((ref) => (ref as { path: string }).path);
  const error = stopped({ kind: "read", paths });
  if (error) return Promise.reject(error);
  for (const path of paths) read(path, 1);
  return readDocs.apply(this, args);
};
const runQuery = Query.prototype._getResponse;
Query.prototype._getResponse = async function (this: { _queryOptions: QueryOptions }, ...args) {
  const error = stopped({ kind: "query", paths: [queryPath(this._queryOptions)] });
  if (error) throw error;
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
  const error = stopped({ kind: "commit", paths });
  if (error) throw error;
  try {
    const result = await commit.apply(this, args);
    for (const listener of commitListeners) listener(paths, true);
    return result;
  } catch (error) {
    for (const listener of commitListeners) listener(paths, false);
    throw error;
  }
};
