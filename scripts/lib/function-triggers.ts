import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * What the Functions emulator has loaded. It is listed as running on the hub before it has
 * loaded the functions (that comes after every emulator has started), so the seed's "triggers
 * off" and the schedule bridge must wait for the triggers themselves.
 */

interface FunctionsTarget {
  /** Port of the Functions emulator. */
  functionsPort: number;
  projectId: string;
  /** Region the functions are deployed to (setGlobalOptions in functions/src/index.ts). */
  region: string;
}

/** Where the functions run (setGlobalOptions in functions/src/index.ts). */
export const FUNCTIONS_REGION = "us-central1";

const FUNCTIONS_ENTRY = path.resolve(import.meta.dirname, "..", "..", "functions", "src", "index.ts");

/** Names a module re-exports (`export { a as b } from "…"`): functions/src/index.ts holds only those, one per deployed function. */
export function reExportedNames(source: string): string[] {
  const file = ts.createSourceFile("index.ts", source, ts.ScriptTarget.Latest);
  return file.statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements.map((element) => element.name.text)
      : [],
  );
}

/** The deployed functions, as functions/src/index.ts exports them. */
export function deployedFunctionNames(): string[] {
  return reExportedNames(readFileSync(FUNCTIONS_ENTRY, "utf8"));
}

/**
 * The emulator's trigger keys, from the list its HTTP router gives for an unknown function
 * ("Function x does not exist, valid functions are: k1, k2"): it publishes them nowhere else.
 * An HTTP function's key is `<region>-<name>`; an event or scheduled one's adds `-<generation>`.
 */
export function triggerKeysFrom(listing: string): string[] {
  const marker = "valid functions are: ";
  const at = listing.indexOf(marker);
  if (at < 0) return [];
  return listing
    .slice(at + marker.length)
    .split(",")
    .map((key) => key.trim())
    .filter(Boolean);
}

/** The Functions emulator's current trigger keys. */
export async function triggerKeys({ functionsPort, projectId, region }: FunctionsTarget): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${functionsPort}/${projectId}/${region}/folio-list-triggers`, {
    signal: AbortSignal.timeout(2_000),
  });
  return triggerKeysFrom(await response.text());
}

/** Whether every named function has a trigger key among `keys`. */
export function allLoaded(keys: readonly string[], region: string, names: readonly string[]): boolean {
  return names.every((name) => keys.some((key) => key === `${region}-${name}` || new RegExp(`^${region}-${name}-\\d+$`).test(key)));
}

/** Polls the Functions emulator until every deployed function has its trigger. */
export async function waitForFunctionTriggers(target: FunctionsTarget, deadlineMs: number): Promise<void> {
  const names = deployedFunctionNames();
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const keys = await triggerKeys(target).catch(() => []);
    if (allLoaded(keys, target.region, names)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The Functions emulator did not load ${names.join(", ")} within ${Math.round(deadlineMs / 1000)} s`);
}
