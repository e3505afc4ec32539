import path from "node:path";
import { run } from "../lib/process";
import { buildProblems, type BuildPaths } from "./build-check";
import { buildFingerprint, readStamp, writeStamp } from "./build-stamp";
import { webEnvProblems } from "./web-env";

export function buildPaths(root: string): BuildPaths {
  return {
    webDist: path.join(root, "web", "dist"),
    functionsLib: path.join(root, "functions", "lib"),
    firebaseJson: path.join(root, "firebase.json"),
  };
}

/**
 * Makes sure a production build for `project` is in place, building everything the deploy ships
 * (the functions bundle, the site, the page renderer) unless the stamped build is of these very
 * sources and values, then checks it (build-check.ts). `webEnv`: the VITE_* values to build with
 * (`.env.local`'s; they go to Vite through the environment, which wins over its files).
 * Resolves with why the build must not ship (none: it may).
 */
export async function ensureDeployBuild(
  root: string,
  project: string,
  webEnv: Record<string, string>,
  log: (line: string) => void = console.log,
): Promise<string[]> {
  const envProblems = webEnvProblems(webEnv, project);
  if (envProblems.length > 0) return envProblems;
  const paths = buildPaths(root);
  const fingerprint = buildFingerprint(root, webEnv);
  const renderer = path.join(paths.functionsLib, "web");
  const current = [paths.webDist, renderer].every((folder) => {
    const stamp = readStamp(folder);
    return stamp?.project === project && stamp.fingerprint === fingerprint;
  });
  if (current) log(`i  the build for ${project} is current (its sources and .env.local are unchanged)`);
  else {
    log(`i  building the functions, the site and its page renderer for ${project} (npm run build)`);
    const code = await run("npm", ["run", "--silent", "build"], {
      cwd: root,
      env: { ...process.env, ...webEnv },
    });
    if (code !== 0) return [`the build failed (npm run build exited ${code})`];
    const stamp = { project, fingerprint, builtAt: new Date().toISOString() };
    for (const folder of [paths.webDist, renderer]) writeStamp(folder, stamp);
  }
  return buildProblems(paths, project);
}
