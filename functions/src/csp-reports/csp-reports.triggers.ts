// Wiring only: the parsing and folding live in the modules beside it.
import { CSP_REPORT_LIMITS } from "@folio/domain";
import { onRequest } from "firebase-functions/v2/https";
import { db } from "../lib/admin";
import { cspLogs } from "./logs";
import { parseCspReports } from "./report-parse";
import { storeCspReports } from "./report-store";

/** A JSON body of at most CSP_REPORT_LIMITS.bodyBytes, or null. */
function jsonBody(raw: Buffer | undefined): unknown {
  if (!raw || raw.length === 0 || raw.length > CSP_REPORT_LIMITS.bodyBytes) return null;
  try {
    return JSON.parse(raw.toString("utf8"));
  } catch {
    return null;
  }
}

/**
 * Where browsers report what the Content-Security-Policy blocked (`/api/csp-report`, a Hosting
 * rewrite): stored folded and capped per day (report-store.ts), for the studio's Site page.
 * Answers 204 whatever happens: a browser does nothing with the answer. Two small instances at
 * most: a flood costs invocations, not Firestore writes, once the day is full.
 */
export const cspReportFn = onRequest(
  { memory: "256MiB", maxInstances: 2, timeoutSeconds: 10 },
  async (request, response) => {
    if (request.method !== "POST") {
      response.status(405).set("Allow", "POST").end();
      return;
    }
    const reports = parseCspReports(jsonBody(request.rawBody), request.get("user-agent"));
    try {
      await storeCspReports(db(), reports);
    } catch (error) {
      cspLogs.storeFailed(new Date().toISOString().slice(0, 10), error);
    }
    response.status(204).end();
  },
);
