import { mkdtempSync, readFileSync, realpathSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readEnvFile } from "../lib/env-file";
import { bin, run } from "../lib/process";

/** One function as firebase deploy discovers it (the fields the checks read). */
export interface ManifestEndpoint {
  /** A list of regions, or a parameter's expression (`{{ params.STORAGE_REGION }}`). */
  region?: string[] | string;
  availableMemoryMb?: number | null;
  eventTrigger?: { eventType: string };
  taskQueueTrigger?: object;
  callableTrigger?: object;
  httpsTrigger?: object;
  secretEnvironmentVariables?: { key: string }[];
}

/** What the functions declare, as firebase deploy discovers it (firebase-functions' manifest). */
export interface FunctionsManifest {
  params?: { name: string; type: string; default?: unknown }[];
  endpoints?: Record<string, ManifestEndpoint>;
}

/**
 * Loads the functions bundle the way `firebase deploy` does (firebase-functions' own manifest
 * output, no network) and returns its declared parameters and secrets. Loading runs the
 * bundle's module code, so a bundle that fails to load fails here too.
 */
export async function readFunctionsManifest(
  functionsDir: string,
  project: string,
): Promise<FunctionsManifest> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "folio-manifest-"));
  const output = path.join(folder, "manifest.json");
  try {
    // firebase-functions' own command, as firebase-tools runs it to discover the functions.
    const code = await run(process.execPath, [realpathSync(bin("firebase-functions")), functionsDir], {
      cwd: functionsDir,
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, FUNCTIONS_MANIFEST_OUTPUT_PATH: output, GCLOUD_PROJECT: project },
    });
    if (code !== 0) throw new Error(`the functions bundle did not load (firebase-functions exited ${code})`);
    return JSON.parse(readFileSync(output, "utf8")) as FunctionsManifest;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The values firebase deploy takes the parameters from: functions/.env, then functions/.env.<project>. */
export function deployEnv(functionsDir: string, project: string): Record<string, string> {
  return {
    ...readEnvFile(path.join(functionsDir, ".env")),
    ...readEnvFile(path.join(functionsDir, `.env.${project}`)),
  };
}

/** The parameters without a value in those files: a deploy would stop and ask for each (or fail with --non-interactive). */
export function unsetParams(manifest: FunctionsManifest, env: Record<string, string>): string[] {
  return (manifest.params ?? [])
    .filter((param) => param.type !== "secret" && !Object.hasOwn(env, param.name))
    .map((param) => param.name);
}

/** The secrets the functions bind: each must exist in Secret Manager before the deploy. */
export function declaredSecrets(manifest: FunctionsManifest): string[] {
  const names = new Set<string>();
  for (const param of manifest.params ?? []) if (param.type === "secret") names.add(param.name);
  for (const endpoint of Object.values(manifest.endpoints ?? {}))
    for (const secret of endpoint.secretEnvironmentVariables ?? []) names.add(secret.key);
  return [...names].sort();
}
