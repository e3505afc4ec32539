import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from "@folio/domain";
import { directiveSources, sitePolicy } from "../../web/build/content-security-policy";
import type { FunctionsManifest } from "./functions-params";
import { storageTriggered } from "./regions";

interface Rewrite {
  source: string;
  function?: { functionId: string; region?: string };
  destination?: string;
}

/** firebase.json, as far as these checks read it. */
export interface HostingJson {
  hosting?: {
    rewrites?: Rewrite[];
    headers?: { source?: string; headers?: { key: string; value: string }[] }[];
  };
}

/** The function firebase.json sends `/` to: the page renderer. */
const pageFunction = (json: HostingJson) =>
  json.hosting?.rewrites?.find((rewrite) => rewrite.source === "/")?.function?.functionId ?? "publicPage";

const rewriteTo = (json: HostingJson, source: string) =>
  json.hosting?.rewrites?.find((rewrite) => rewrite.source === source)?.function?.functionId;

/**
 * Why a page could name a file that Hosting has not got: the page function ships its own page
 * shell, naming its build's hashed files, and `firebase deploy` releases the functions minutes
 * before Hosting; only a rewrite of `/assets/**` to that function (which carries its build's
 * files, and answers when Hosting has no file by the name) covers that window.
 */
export function assetFallbackProblems(json: HostingJson): string[] {
  const pages = pageFunction(json);
  if (rewriteTo(json, "/assets/**") === pages) return [];
  return [
    `firebase.json does not rewrite /assets/** to ${pages}: while a deploy has released the functions and not yet ` +
      `Hosting, the pages ${pages} renders name files the live Hosting release lacks. Add the rewrite ` +
      `{ "source": "/assets/**", "function": { "functionId": "${pages}", "region": "us-central1" } }`,
  ];
}

/** Why violations of the Content-Security-Policy would go unreported (docs: the studio's Site page lists them). */
export function cspReportingProblems(json: HostingJson): string[] {
  const problems: string[] = [];
  const policy = sitePolicy(json) ?? "";
  if (!directiveSources(policy, "report-uri").includes(CSP_REPORT_PATH))
    problems.push(
      `firebase.json's Content-Security-Policy lacks "report-uri ${CSP_REPORT_PATH}" (Safari and older browsers report there)`,
    );
  if (!directiveSources(policy, "report-to").includes(CSP_REPORT_GROUP))
    problems.push(`firebase.json's Content-Security-Policy lacks "report-to ${CSP_REPORT_GROUP}"`);
  const endpoints = json.hosting?.headers
    ?.find((rule) => rule.source === "**")
    ?.headers?.find((header) => header.key === "Reporting-Endpoints")?.value;
  if (!endpoints?.includes(`${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`))
    problems.push(
      `firebase.json sends no Reporting-Endpoints header naming ${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}" on **`,
    );
  if (rewriteTo(json, CSP_REPORT_PATH) !== "cspReport")
    problems.push(
      `firebase.json does not rewrite ${CSP_REPORT_PATH} to the cspReport function, which stores the reports`,
    );
  return problems;
}

/** Largest memory a function the bucket wakes for every file may have (MiB). */
const STORAGE_TRIGGER_MEMORY_MB = 512;

/**
 * Why Storage would wake a big function for every file written to the bucket (the pipeline's
 * own outputs, imports): such a function must be small and hand real work on (a task queue).
 */
export function storageTriggerProblems(manifest: FunctionsManifest): string[] {
  return storageTriggered(manifest).flatMap((id) => {
    const memory = manifest.endpoints?.[id]?.availableMemoryMb ?? 256;
    return memory > STORAGE_TRIGGER_MEMORY_MB
      ? [
          `${id} has ${memory} MiB and Storage wakes it for every file written to the bucket: keep it at most ` +
            `${STORAGE_TRIGGER_MEMORY_MB} MiB and hand the files it processes to a task queue (functions/src/media/upload-dispatch.ts)`,
        ]
      : [];
  });
}
