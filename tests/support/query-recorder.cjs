// Preloaded (`NODE_OPTIONS=--require`) into every Node process of a test run when
// FOLIO_QUERY_LOG names a folder: the test workers and the Functions emulator's runtime. It
// records the StructuredQuery of every Firestore query the Admin SDK sends on behalf of the
// product's own code (functions, scripts, domain), so that `npm test` can check each one
// against firestore.indexes.json (scripts/check-query-indexes.ts). The emulator serves any
// query without an index; production does not. Queries written by the tests themselves are
// left out: they are not the product's.
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const Module = require("node:module");

const folder = process.env.FOLIO_QUERY_LOG;
if (folder) {
  const file = path.join(folder, `node-${process.pid}.jsonl`);
  const seen = new Set();
  // A frame of the product's code: the functions bundle or sources, scripts, the domain package.
  const PRODUCT_FRAME = /[\\/](functions[\\/](lib|src)|scripts|domain[\\/]src)[\\/]/;
  const TEST_FRAME = /[\\/]tests[\\/]/;
  const fromProduct = (stack) =>
    stack
      .split("\n")
      .slice(1)
      .some((line) => PRODUCT_FRAME.test(line) && !TEST_FRAME.test(line) && !/node_modules/.test(line));

  // Values are left out: only the fields, operators and order decide the index.
  const strip = (filter) => {
    if (!filter) return undefined;
    if (filter.compositeFilter)
      return {
        compositeFilter: {
          op: filter.compositeFilter.op,
          filters: filter.compositeFilter.filters.map(strip),
        },
      };
    if (filter.fieldFilter)
      return { fieldFilter: { field: filter.fieldFilter.field, op: filter.fieldFilter.op } };
    return { unaryFilter: filter.unaryFilter };
  };

  const record = (query) => {
    // The caller's frames are on the stack only here, before the SDK's first await.
    if (!fromProduct(new Error().stack || "")) return;
    const structured = query.toStructuredQuery();
    const line = JSON.stringify({
      source: "admin",
      query: { from: structured.from, where: strip(structured.where), orderBy: structured.orderBy },
    });
    if (seen.has(line)) return;
    seen.add(line);
    fs.mkdirSync(folder, { recursive: true });
    fs.appendFileSync(file, `${line}\n`);
  };
  const wrap = (proto, name, before) => {
    const original = proto[name];
    proto[name] = function recorded(...args) {
      before.apply(this, args);
      return original.apply(this, args);
    };
  };

  // Every way a query runs: get, stream, onSnapshot, an aggregation's get, a transaction's get.
  const patch = (firestore) => {
    const { Query, Transaction } = firestore || {};
    if (!Query || Query.prototype.__folioRecorded) return;
    Query.prototype.__folioRecorded = true;
    for (const name of ["get", "stream", "onSnapshot"])
      wrap(Query.prototype, name, function () {
        record(this);
      });
    const aggregate = Query.prototype.aggregate;
    Query.prototype.aggregate = function recordedAggregate(...args) {
      const result = aggregate.apply(this, args);
      const proto = Object.getPrototypeOf(result);
      if (!proto.__folioRecorded) {
        proto.__folioRecorded = true;
        wrap(proto, "get", function () {
          record(this._query);
        });
      }
      return result;
    };
    wrap(Transaction.prototype, "get", (refOrQuery) => {
      if (refOrQuery instanceof Query) record(refOrQuery);
      else if (refOrQuery && refOrQuery._query instanceof Query) record(refOrQuery._query);
    });
  };

  const load = Module._load;
  Module._load = function recordingLoad(request, ...rest) {
    const exported = load.call(this, request, ...rest);
    if (request === "@google-cloud/firestore") patch(exported);
    return exported;
  };
}
