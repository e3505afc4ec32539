import { appendFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import type { Request } from "playwright-core";

/**
 * The browser's side of the query recording (tests/support/query-recorder.cjs records the
 * Node processes'): every Firestore query the web app sends from a test's browser, as the
 * Firestore emulator receives it. Firestore Lite and the full SDK's one-off reads and counts
 * send `runQuery` / `runAggregationQuery` bodies; the full SDK's listeners (and its getDocs)
 * send listen targets over WebChannel, form-encoded (`req0___data__=<JSON>`).
 */
const folder = process.env.FOLIO_QUERY_LOG;
const seen = new Set<string>();

interface QueryBody {
  structuredQuery?: unknown;
  structuredAggregationQuery?: { structuredQuery?: unknown };
  addTarget?: { query?: { structuredQuery?: unknown } };
}

function structuredQueriesOf(request: Request): unknown[] {
  const body = request.postData();
  if (!body) return [];
  const url = request.url();
  const bodies: QueryBody[] = [];
  if (/:run(Aggregation)?Query\b/.test(url)) bodies.push(JSON.parse(body) as QueryBody);
  else if (url.includes("/Listen/channel"))
    for (const [key, value] of new URLSearchParams(body))
      if (key.endsWith("___data__")) bodies.push(JSON.parse(value) as QueryBody);
  return bodies.flatMap((parsed) => {
    const query =
      parsed.structuredQuery ??
      parsed.structuredAggregationQuery?.structuredQuery ??
      parsed.addTarget?.query?.structuredQuery;
    return query ? [query] : [];
  });
}

/** Records the queries of one browser request, when the run records queries (FOLIO_QUERY_LOG). */
export function recordBrowserQueries(request: Request): void {
  if (!folder || request.method() !== "POST") return;
  for (const query of structuredQueriesOf(request)) {
    const line = JSON.stringify({ source: "browser", query });
    if (seen.has(line)) continue;
    seen.add(line);
    mkdirSync(folder, { recursive: true });
    appendFileSync(path.join(folder, `browser-${process.pid}.jsonl`), `${line}\n`);
  }
}
