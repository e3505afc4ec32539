import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildProblems, type BuildPaths } from "../../scripts/deploy/build-check";
import { buildFingerprint, writeStamp } from "../../scripts/deploy/build-stamp";
import { declaredSecrets, unsetParams, type FunctionsManifest } from "../../scripts/deploy/functions-params";
import { webEnvProblems } from "../../scripts/deploy/web-env";
import { inlineScripts, missingScriptHashes, scriptHash } from "../../web/build/content-security-policy";

const LOADER = "(function () { /* adds the entry */ })();";
const policyFor = (...scripts: string[]) =>
  `default-src 'self'; script-src 'self' ${scripts.map(scriptHash).join(" ")}; frame-ancestors 'none'`;

/** A build as the deploy's own makes it, in a temporary folder: every part, stamped for `project`. */
function writeBuild(root: string, project: string, policy = policyFor(LOADER)): BuildPaths {
  const paths = {
    webDist: path.join(root, "web", "dist"),
    functionsLib: path.join(root, "functions", "lib"),
    firebaseJson: path.join(root, "firebase.json"),
  };
  const assets = path.join(paths.webDist, "assets");
  mkdirSync(assets, { recursive: true });
  mkdirSync(path.join(paths.functionsLib, "web"), { recursive: true });
  const page = `<html><head><script>${LOADER}</script><script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;
  writeFileSync(path.join(assets, "index-abc.js"), "export {};");
  // The page function's own copy of its build's files (it serves them until Hosting has them).
  mkdirSync(path.join(paths.functionsLib, "web", "assets"), { recursive: true });
  writeFileSync(path.join(paths.functionsLib, "web", "assets", "index-abc.js"), "export {};");
  writeFileSync(path.join(paths.webDist, "app.html"), page);
  writeFileSync(path.join(paths.webDist, "404.html"), page);
  writeFileSync(path.join(paths.functionsLib, "index.js"), "");
  writeFileSync(path.join(paths.functionsLib, "web", "entry-server.cjs"), "");
  writeFileSync(path.join(paths.functionsLib, "web", "shell.html"), page);
  writeFileSync(
    paths.firebaseJson,
    JSON.stringify({
      hosting: { headers: [{ source: "**", headers: [{ key: "Content-Security-Policy", value: policy }] }] },
    }),
  );
  const stamp = { project, fingerprint: "f", builtAt: "2026-11-27T00:00:00Z" };
  writeStamp(paths.webDist, stamp);
  writeStamp(path.join(paths.functionsLib, "web"), stamp);
  return paths;
}

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "folio-deploy-check-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the build a deploy may ship", () => {
  it("passes a whole build made for the project", () => {
    expect(buildProblems(writeBuild(root, "ada-portfolio"), "ada-portfolio")).toEqual([]);
  });

  it("refuses a build without the page shell or the renderer the functions serve pages with", () => {
    const paths = writeBuild(root, "ada-portfolio");
    rmSync(path.join(paths.functionsLib, "web", "shell.html"));
    expect(buildProblems(paths, "ada-portfolio").join("\n")).toMatch(/page shell .* is missing/);
    rmSync(path.join(paths.webDist, "404.html"));
    expect(buildProblems(paths, "ada-portfolio").join("\n")).toMatch(/not-found page is missing/);
  });

  it("refuses pages and functions from different builds, and a build for another project or the emulators", () => {
    const paths = writeBuild(root, "other-project");
    writeFileSync(
      path.join(paths.functionsLib, "web", "shell.html"),
      '<script type="module" src="/assets/index-new.js"></script>',
    );
    const found = buildProblems(paths, "ada-portfolio").join("\n");
    expect(found).toContain("from different builds");
    expect(found).toContain("built for the project other-project");
    rmSync(path.join(paths.webDist, ".folio-build.json"));
    expect(buildProblems(paths, "ada-portfolio").join("\n")).toContain("web/dist was not built for a deploy");
  });

  it("refuses a page renderer without the files its shell names: the function serves them during a deploy", () => {
    const paths = writeBuild(root, "ada-portfolio");
    rmSync(path.join(paths.functionsLib, "web", "assets", "index-abc.js"));
    expect(buildProblems(paths, "ada-portfolio").join("\n")).toContain(
      "the page renderer lacks files its shell names (/assets/index-abc.js)",
    );
  });

  it("refuses published source maps and an inline script the policy does not allow", () => {
    const paths = writeBuild(root, "ada-portfolio", policyFor("something else"));
    writeFileSync(path.join(paths.webDist, "assets", "index-abc.js.map"), "{}");
    const found = buildProblems(paths, "ada-portfolio").join("\n");
    expect(found).toContain("source maps");
    expect(found).toContain(scriptHash(LOADER));
  });

  it("builds again when a source or a web variable changes", () => {
    mkdirSync(path.join(root, "web", "src"), { recursive: true });
    writeFileSync(path.join(root, "web", "src", "main.tsx"), "a");
    const before = buildFingerprint(root, { VITE_FIREBASE_PROJECT_ID: "ada" });
    expect(buildFingerprint(root, { VITE_FIREBASE_PROJECT_ID: "ada" })).toBe(before);
    expect(buildFingerprint(root, { VITE_FIREBASE_PROJECT_ID: "bob" })).not.toBe(before);
    writeFileSync(path.join(root, "web", "src", "main.tsx"), "b");
    expect(buildFingerprint(root, { VITE_FIREBASE_PROJECT_ID: "ada" })).not.toBe(before);
  });
});

describe("the web app's configuration for a deploy", () => {
  const good = {
    VITE_FIREBASE_API_KEY: "key",
    VITE_FIREBASE_AUTH_DOMAIN: "ada.firebaseapp.com",
    VITE_FIREBASE_PROJECT_ID: "ada",
    VITE_FIREBASE_STORAGE_BUCKET: "ada.firebasestorage.app",
    VITE_FIREBASE_MESSAGING_SENDER_ID: "1",
    VITE_FIREBASE_APP_ID: "1:1:web:1",
    VITE_USE_EMULATORS: "false",
  };

  it("refuses the emulators' values, another project's, and missing keys", () => {
    expect(webEnvProblems(good, "ada")).toEqual([]);
    expect(webEnvProblems({ ...good, VITE_USE_EMULATORS: "true" }, "ada").join()).toContain(
      "local emulators",
    );
    expect(webEnvProblems(good, "bob").join()).toContain("for the project ada");
    expect(webEnvProblems({ ...good, VITE_FIREBASE_APP_ID: "" }, "ada").join()).toContain(
      "VITE_FIREBASE_APP_ID",
    );
  });
});

describe("the functions' parameters and secrets", () => {
  const manifest: FunctionsManifest = {
    params: [
      { name: "APPCHECK_ENFORCE", type: "boolean", default: false },
      { name: "ANALYTICS_RETENTION_MONTHS", type: "int", default: 13 },
      { name: "SMTP_CONNECTION_URI", type: "secret" },
    ],
    endpoints: { messagesScreenInquiry: { secretEnvironmentVariables: [{ key: "SMTP_CONNECTION_URI" }] } },
  };

  it("names each parameter without a value in the deploy's env files: firebase deploy would stop to ask", () => {
    expect(unsetParams(manifest, { APPCHECK_ENFORCE: "false" })).toEqual(["ANALYTICS_RETENTION_MONTHS"]);
    expect(unsetParams(manifest, { APPCHECK_ENFORCE: "false", ANALYTICS_RETENTION_MONTHS: "13" })).toEqual(
      [],
    );
    expect(declaredSecrets(manifest)).toEqual(["SMTP_CONNECTION_URI"]);
  });
});

describe("inline scripts and the Content-Security-Policy", () => {
  it("hashes what the browser runs, and leaves JSON data blocks alone", () => {
    const page = `<script>a()</script><script type="module">b()</script><script type="application/json">{"c":1}</script><script src="/x.js"></script>`;
    expect(inlineScripts(page)).toEqual(["a()", "b()"]);
    expect(missingScriptHashes(page, policyFor("a()"))).toEqual([scriptHash("b()")]);
  });
});
