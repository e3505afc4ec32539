import react from "@vitejs/plugin-react";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, defineConfig, type Plugin, type ProxyOptions, type ResolvedConfig } from "vite";
import { missingScriptHashes, sitePolicy } from "./build/content-security-policy.ts";
import { ASSET_HISTORY_FILE, keptBuilds, readAssetHistory, type AssetBuild } from "./build/earlier-assets.ts";

const webRoot = fileURLToPath(new URL(".", import.meta.url));

/**
 * Where the server renderer goes: next to the functions bundle, which loads it at run time
 * (functions/src/ssr/web-bundle.ts) and deploys with it. FOLIO_SSR_OUT_DIR=off skips it
 * (the bundle-size bench measures the browser build alone).
 */
function ssrOutDir(): string | null {
  const configured = process.env.FOLIO_SSR_OUT_DIR;
  if (configured === "off") return null;
  return configured ? path.resolve(configured) : path.resolve(webRoot, "../functions/lib/web");
}

/**
 * The built page shell is app.html, not index.html: Hosting serves a static index.html for
 * `/` before any rewrite, and `/` must reach the server renderer. Other addresses (the
 * studio, contact) rewrite to app.html and render in the browser.
 */
const APP_SHELL = "app.html";
/**
 * Hosting answers an address no file or rewrite matches with 404.html and the status 404: the
 * same shell, so the app renders the site's own not-found page there (its router's `*` route).
 */
const NOT_FOUND_PAGE = "404.html";

const firebaseJson = () =>
  JSON.parse(readFileSync(path.join(webRoot, "..", "firebase.json"), "utf8")) as Parameters<
    typeof sitePolicy
  >[0];

/** Renames the built index.html to app.html (see APP_SHELL) and copies it to 404.html. */
function appShell(): Plugin {
  let resolved: ResolvedConfig;
  return {
    name: "folio-app-shell",
    apply: "build",
    configResolved(config) {
      resolved = config;
    },
    closeBundle: {
      order: "pre",
      handler() {
        const built = path.join(resolved.build.outDir, "index.html");
        if (resolved.build.ssr || !existsSync(built)) return;
        renameSync(built, path.join(resolved.build.outDir, APP_SHELL));
        copyFileSync(
          path.join(resolved.build.outDir, APP_SHELL),
          path.join(resolved.build.outDir, NOT_FOUND_PAGE),
        );
      },
    },
  };
}

/**
 * The page shell with its stylesheets written into it: a rendered page then paints without
 * waiting for another request (about 11 KB gzipped, less than one round trip on a phone).
 * app.html keeps its links; a sheet that could end the `<style>` element early stays linked.
 */
function inlineStylesheets(html: string, outDir: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const css = readFileSync(path.join(outDir, file), "utf8");
      return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
    },
  );
}

/** Id of the JSON data block that names the scripts the shell's loader adds. */
const SCRIPTS_DATA_ID = "folio-scripts";

/**
 * The shell's loader: adds the entry and its modulepreloads named in the `folio-scripts` data
 * block. Its text never changes with a build (the asset names live in the data block), so the
 * Content-Security-Policy allows it by a hash that firebase.json holds.
 */
const SHELL_LOADER = `<script>
      (function () {
        var started = false;
        function add(tag, attributes) {
          var element = document.createElement(tag);
          element.crossOrigin = "";
          for (var key in attributes) element[key] = attributes[key];
          document.head.appendChild(element);
        }
        function load() {
          if (started) return;
          started = true;
          var scripts = JSON.parse(document.getElementById("${SCRIPTS_DATA_ID}").textContent);
          scripts.preloads.forEach(function (href) {
            add("link", { rel: "modulepreload", href: href });
          });
          add("script", { type: "module", src: scripts.entry });
        }
        function afterPaint() {
          requestAnimationFrame(function () {
            setTimeout(load, 0);
          });
          setTimeout(load, 1000);
        }
        if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", afterPaint);
        else afterPaint();
      })();
    </script>`;

/**
 * The page shell with its scripts fetched once the server's markup has painted, not from the
 * head: a rendered page is readable before any script runs, so on a phone's connection the
 * HTML and the largest image get the bandwidth first, and the scripts (then fetched in parallel:
 * the entry and its modulepreloads) never delay the first paint. A second after the parse at
 * the latest, for a tab in the background, where frames do not run. Hydration waits for the
 * document to be parsed, as a module script's would.
 */
function scriptsAfterFirstPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/.exec(html);
  if (!entry) return html;
  const preloads = [
    ...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\s*/g),
  ];
  const scripts = JSON.stringify({ entry: entry[1], preloads: preloads.map((match) => match[1]) });
  let result = html;
  for (const match of [entry, ...preloads]) result = result.replace(match[0], "");
  return result.replace(
    /<\/head>/,
    `<script type="application/json" id="${SCRIPTS_DATA_ID}">${scripts}</script>\n    ${SHELL_LOADER}\n    </head>`,
  );
}

/** The files under `assets/` of a build's output. */
const ownAssets = (bundle: Record<string, unknown>) =>
  Object.keys(bundle)
    .filter((name) => name.startsWith("assets/"))
    .sort();

/**
 * Keeps the earlier builds' hashed files in the output folder (build/earlier-assets.ts says
 * which and why): read before the build empties the folder, written back after it.
 */
function earlierAssets(): Plugin {
  let resolved: ResolvedConfig;
  let outDir = "";
  let earlier: AssetBuild[] = [];
  const files = new Map<string, Buffer>();
  const current = (assets: string[]): AssetBuild => ({
    project: resolved.env.VITE_FIREBASE_PROJECT_ID ?? "",
    emulators: resolved.env.VITE_USE_EMULATORS === "true",
    builtAt: new Date().toISOString(),
    assets,
  });
  return {
    name: "folio-earlier-assets",
    apply: "build",
    configResolved(config) {
      resolved = config;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      if (resolved.build.ssr) return;
      earlier = keptBuilds(readAssetHistory(outDir), current([]));
      files.clear();
      for (const name of earlier.flatMap((build) => build.assets)) {
        const file = path.join(outDir, name);
        if (!files.has(name) && existsSync(file)) files.set(name, readFileSync(file));
      }
    },
    writeBundle(_options, bundle) {
      if (resolved.build.ssr) return;
      mkdirSync(path.join(outDir, "assets"), { recursive: true });
      for (const [name, bytes] of files)
        if (!existsSync(path.join(outDir, name))) writeFileSync(path.join(outDir, name), bytes);
      const builds = [current(ownAssets(bundle)), ...earlier];
      writeFileSync(path.join(outDir, ASSET_HISTORY_FILE), `${JSON.stringify({ builds }, null, 2)}\n`);
    },
  };
}

/**
 * After the browser build: builds web/src/entry-server.tsx for Node (everything bundled, so
 * the deployed function needs nothing from npm for it) and copies the built index.html beside
 * it as the page shell (stylesheets inline, scripts after the first paint), with this build's
 * own hashed files under `assets/`: the function serves them where Hosting has not got them
 * (firebase.json rewrites `/assets/**` to it), so a page it renders never names a file that
 * the live Hosting release lacks, also while a deploy has released the functions and not yet
 * Hosting. The function never fetches a page from anywhere.
 */
function serverRenderer(): Plugin {
  let resolved: ResolvedConfig;
  let assets: string[] = [];
  return {
    name: "folio-server-renderer",
    apply: "build",
    configResolved(config) {
      resolved = config;
    },
    writeBundle(_options, bundle) {
      if (!resolved.build.ssr) assets = ownAssets(bundle);
    },
    async closeBundle() {
      const outDir = ssrOutDir();
      if (resolved.build.ssr || !outDir) return;
      await build({
        configFile: fileURLToPath(import.meta.url),
        mode: resolved.mode,
        logLevel: "warn",
        ssr: { noExternal: true, target: "node" },
        build: {
          ssr: "src/entry-server.tsx",
          outDir,
          emptyOutDir: true,
          sourcemap: false,
          // web/public (the demo media) is Hosting's; the function deploys without it.
          copyPublicDir: false,
          rollupOptions: {
            output: {
              format: "cjs",
              entryFileNames: "entry-server.cjs",
              chunkFileNames: "[name]-[hash].cjs",
            },
          },
        },
      });
      const shell = readFileSync(path.join(resolved.build.outDir, APP_SHELL), "utf8");
      writeFileSync(
        path.join(outDir, "shell.html"),
        scriptsAfterFirstPaint(inlineStylesheets(shell, resolved.build.outDir)),
      );
      mkdirSync(path.join(outDir, "assets"), { recursive: true });
      for (const name of assets)
        copyFileSync(path.join(resolved.build.outDir, name), path.join(outDir, name));
    },
  };
}

/**
 * Refuses a build whose pages hold an inline script that the site's Content-Security-Policy
 * (firebase.json) does not allow by hash: production would block it, and the page with it.
 * Names the hash to add.
 */
function contentSecurityPolicy(): Plugin {
  let resolved: ResolvedConfig;
  return {
    name: "folio-content-security-policy",
    apply: "build",
    configResolved(config) {
      resolved = config;
    },
    closeBundle: {
      order: "post",
      handler() {
        if (resolved.build.ssr) return;
        const policy = sitePolicy(firebaseJson());
        const pages = [path.join(resolved.build.outDir, APP_SHELL)];
        const outDir = ssrOutDir();
        if (outDir) pages.push(path.join(outDir, "shell.html"));
        const missing = pages.flatMap((page) =>
          existsSync(page) ? missingScriptHashes(readFileSync(page, "utf8"), policy ?? "") : [],
        );
        if (!policy) throw new Error("firebase.json sends no Content-Security-Policy on `**`");
        if (missing.length > 0)
          throw new Error(
            `the built pages hold inline scripts firebase.json's Content-Security-Policy does not allow; ` +
              `add to its script-src: ${[...new Set(missing)].join(" ")}`,
          );
      },
    },
  };
}

interface HostingConfig {
  redirects?: { source: string; destination: string }[];
  rewrites?: { source: string; function?: { functionId: string; region: string } }[];
}

/**
 * Under `npm start` the dev server stands in for Hosting: the addresses firebase.json sends to a
 * function that is not a page (robots.txt through its redirect, the sitemap, the manifest) go to
 * the Functions emulator, so they follow the site's settings there too. (A client gallery's
 * downloads are on the download function's own address, never the site's.)
 * Read from firebase.json, so the two never disagree. Pages render in the browser.
 */
function functionRewrites(): Record<string, ProxyOptions> {
  const host = process.env.VITE_EMULATOR_HOST;
  const port = process.env.VITE_FUNCTIONS_EMULATOR_PORT;
  const project = process.env.VITE_FIREBASE_PROJECT_ID;
  if (process.env.VITE_USE_EMULATORS !== "true" || !host || !port || !project) return {};
  const hosting = (firebaseJson() as { hosting: HostingConfig }).hosting;
  const redirectedFrom = new Map(
    (hosting.redirects ?? []).map((redirect) => [redirect.destination, redirect.source]),
  );
  return Object.fromEntries(
    (hosting.rewrites ?? []).flatMap(({ source, function: target }) => {
      if (!target || target.functionId === "publicPage") return [];
      const from = (redirectedFrom.get(source) ?? source).replaceAll(".", "\\.");
      const base = `/${project}/${target.region}/${target.functionId}`;
      return [[`^${from}$`, { target: `http://${host}:${port}`, rewrite: () => base }]];
    }),
  );
}

/**
 * Every module the browser can load, lazy routes included (not tests, not the server entry).
 * The dev server's dependency optimizer must know every dependency before the first request:
 * one it discovers later (the studio's dropzone, drag and drop or Storage, found only when the
 * owner opens a lazy page) makes it re-bundle, and modules it had already served keep importing
 * the old `?v=` hash, which then answers 504 "Outdated Optimize Dep" until a restart, public
 * pages included. So the scan starts from all of them, and the server transforms them all at
 * start (warmup), whose imports the optimizer waits for before it commits its first bundle.
 */
const APP_MODULES = [
  "index.html",
  "src/**/*.{ts,tsx}",
  "!src/**/*.test.{ts,tsx}",
  "!src/testing/**",
  "!src/entry-server.tsx",
];

// .env.local lives at the repository root, next to firebase.json.
export default defineConfig({
  plugins: [react(), earlierAssets(), appShell(), serverRenderer(), contentSecurityPolicy()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  envDir: "..",
  // The dev-server test (tests/e2e/dev-server.e2e.test.ts) optimizes from scratch in a folder of
  // its own, so it never rewrites the cache of a dev server running beside it.
  cacheDir: process.env.FOLIO_VITE_CACHE_DIR ?? "node_modules/.vite",
  optimizeDeps: { entries: APP_MODULES, holdUntilCrawlEnd: true },
  server: {
    host: "127.0.0.1",
    port: 5173,
    strictPort: true,
    proxy: functionRewrites(),
    warmup: { clientFiles: APP_MODULES.filter((pattern) => pattern !== "index.html") },
  },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  // No source maps: Hosting would publish them beside the code.
  build: { sourcemap: false, chunkSizeWarningLimit: 600 },
});
