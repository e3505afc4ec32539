import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { missingScriptHashes, sitePolicy } from "../../web/build/content-security-policy";
import { readStamp } from "./build-stamp";

/** Where a build's parts are: Hosting's folder, and the functions' bundle with the page renderer. */
export interface BuildPaths {
  webDist: string;
  functionsLib: string;
  /** firebase.json, whose Content-Security-Policy the pages must satisfy. */
  firebaseJson: string;
}

const ASSET = /\/assets\/[A-Za-z0-9._-]+\.(?:js|css)/g;

/**
 * Why this build must not be shipped to `project`, one line each (none: it may): a part missing
 * (the site, its 404 page, the functions, the page renderer or its shell), pages and functions
 * from different builds (the shell names assets Hosting would not have), a renderer without the
 * files its shell names (the page function serves them until Hosting's release has them), a
 * build made for the emulators (only the deploy's build stamps web/dist) or for another project,
 * published source maps, or an inline script the Content-Security-Policy does not allow.
 */
export function buildProblems(paths: BuildPaths, project: string): string[] {
  const problems: string[] = [];
  const required: [string, string][] = [
    [path.join(paths.webDist, "app.html"), "the site (npm run build)"],
    [path.join(paths.webDist, "404.html"), "the site's not-found page"],
    [path.join(paths.functionsLib, "index.js"), "the functions bundle"],
    [
      path.join(paths.functionsLib, "web", "entry-server.cjs"),
      "the page renderer the functions serve pages with",
    ],
    [path.join(paths.functionsLib, "web", "shell.html"), "the page shell the functions serve pages in"],
  ];
  for (const [file, what] of required)
    if (!existsSync(file)) problems.push(`${what} is missing: ${path.relative(process.cwd(), file)}`);
  if (problems.length > 0) return problems;

  // Only the deploy's own build (scripts/deploy/build.ts), from checked production values, stamps them.
  for (const [folder, what] of [
    [paths.webDist, "web/dist"],
    [path.join(paths.functionsLib, "web"), "the page renderer"],
  ] as const) {
    const stamp = readStamp(folder);
    if (!stamp)
      problems.push(
        `${what} was not built for a deploy (\`npm run build\` and the tests build for the emulators)`,
      );
    else if (stamp.project !== project)
      problems.push(`${what} was built for the project ${stamp.project}, and the deploy is to ${project}`);
  }

  const app = readFileSync(path.join(paths.webDist, "app.html"), "utf8");
  const shell = readFileSync(path.join(paths.functionsLib, "web", "shell.html"), "utf8");
  const missingAssets = [
    ...new Set([...app.matchAll(ASSET), ...shell.matchAll(ASSET)].map((match) => match[0])),
  ].filter((asset) => !existsSync(path.join(paths.webDist, asset)));
  if (missingAssets.length > 0)
    problems.push(
      `the pages name assets web/dist does not have (${missingAssets.slice(0, 3).join(", ")}): ` +
        "the site and the functions come from different builds",
    );
  // The page function answers for its shell's files where Hosting has none (a deploy releases the
  // functions first): it must carry them.
  const unserved = [...new Set([...shell.matchAll(ASSET)].map((match) => match[0]))].filter(
    (asset) => !existsSync(path.join(paths.functionsLib, "web", asset)),
  );
  if (unserved.length > 0)
    problems.push(
      `the page renderer lacks files its shell names (${unserved.slice(0, 3).join(", ")}): the page function ` +
        "could not serve them while Hosting's release is the previous one; build again (npm run build)",
    );
  const maps = readdirSync(path.join(paths.webDist, "assets")).filter((file) => file.endsWith(".map"));
  if (maps.length > 0) problems.push(`web/dist would publish ${maps.length} source maps`);
  const policy = sitePolicy(
    JSON.parse(readFileSync(paths.firebaseJson, "utf8")) as Parameters<typeof sitePolicy>[0],
  );
  if (!policy) problems.push("firebase.json sends no Content-Security-Policy");
  else {
    const unhashed = [...missingScriptHashes(app, policy), ...missingScriptHashes(shell, policy)];
    if (unhashed.length > 0)
      problems.push(
        `the pages' inline scripts are not in firebase.json's script-src: add ${[...new Set(unhashed)].join(" ")}`,
      );
  }
  return problems;
}
