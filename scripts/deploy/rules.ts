import path from "node:path";
import { DEMO_PROJECT_ID, prepareEmulators, REPO_ROOT } from "../lib/emulator-config";
import { bin, run } from "../lib/process";

/**
 * Compiles firestore.rules and storage.rules on the Firestore and Storage emulators (offline:
 * the same engine as production; scripts/deploy/load-rules.ts). Resolves with whether both
 * compiled; each error is printed.
 */
export async function rulesCompile(portOffset: number): Promise<boolean> {
  const prepared = await prepareEmulators({ portOffset });
  const only = ["firestore", ...(prepared.storageAvailable ? ["storage"] : [])];
  const code = await run(
    bin("firebase"),
    [
      "emulators:exec",
      "--config",
      prepared.configPath,
      "--project",
      DEMO_PROJECT_ID,
      "--only",
      only.join(","),
      `${bin("tsx")} ${path.join(REPO_ROOT, "scripts/deploy/load-rules.ts")}`,
    ],
    { cwd: REPO_ROOT, env: prepared.env, stdio: ["ignore", "ignore", "inherit"] },
  );
  return code === 0;
}
