import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildFunctions } from "../../scripts/lib/functions-build";

const FUNCTIONS_DIR = path.resolve(import.meta.dirname, "..", "..", "functions");
const BUNDLE = path.join(FUNCTIONS_DIR, "lib", "index.js");
/** The server renderer the web build writes beside the bundle (web/vite.config.ts), when built. */
const WEB_RENDERER_DIR = path.join(FUNCTIONS_DIR, "lib", "web");

/**
 * `firebase deploy` uploads functions/ and Cloud Build installs only the dependencies in
 * functions/package.json: the bundle must not need the workspace package @folio/domain.
 */
describe("deployable functions artifact", () => {
  beforeAll(async () => {
    await buildFunctions();
  }, 60_000);

  it("requires only Node built-ins and the declared dependencies", () => {
    const manifest = JSON.parse(readFileSync(path.join(FUNCTIONS_DIR, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
      main: string;
      engines: { node: string };
    };
    expect(manifest.main).toBe("lib/index.js");
    expect(manifest.engines.node).toBe("22");
    const declared = Object.keys(manifest.dependencies);
    const required = [...readFileSync(BUNDLE, "utf8").matchAll(/require\("([^"]+)"\)/g)].map(
      (m) => m[1] ?? "",
    );
    const packageOf = (specifier: string) =>
      specifier.startsWith("@")
        ? specifier.split("/").slice(0, 2).join("/")
        : (specifier.split("/")[0] ?? "");
    const foreign = required.filter(
      (specifier) =>
        !specifier.startsWith("node:") &&
        !builtinModules.includes(specifier) &&
        !declared.includes(packageOf(specifier)),
    );
    expect(foreign).toEqual([]);
    expect(required).not.toContain("@folio/domain");
  });

  it("carries a server renderer that needs nothing but Node built-ins and its own chunks", () => {
    // Present only after a web build; the deployed artifact always has it (npm run build).
    if (!existsSync(WEB_RENDERER_DIR)) return;
    const chunks = readdirSync(WEB_RENDERER_DIR).filter((file) => file.endsWith(".cjs"));
    expect(chunks).toContain("entry-server.cjs");
    const required = chunks.flatMap((file) =>
      [...readFileSync(path.join(WEB_RENDERER_DIR, file), "utf8").matchAll(/require\("([^"]+)"\)/g)].map(
        (m) => m[1] ?? "",
      ),
    );
    const foreign = required.filter(
      (specifier) =>
        !specifier.startsWith("node:") && !builtinModules.includes(specifier) && !specifier.startsWith("./"),
    );
    expect(foreign).toEqual([]);
    expect(readdirSync(WEB_RENDERER_DIR)).toContain("shell.html");
  });

  it("loads in Node and exports the deployed functions", () => {
    const result = spawnSync(
      process.execPath,
      ["-e", `console.log(JSON.stringify(Object.keys(require(${JSON.stringify(BUNDLE)}))))`],
      {
        cwd: FUNCTIONS_DIR,
        encoding: "utf8",
        env: { ...process.env, GCLOUD_PROJECT: "demo-folio" },
      },
    );
    expect(result.stderr).not.toMatch(/Error/);
    const exported = JSON.parse(result.stdout.trim().split("\n").pop() ?? "[]") as string[];
    expect(exported.length).toBeGreaterThan(0);
  });
});
