// `npx tsx bench/bundle-size.ts`: builds the web app and prints the gzipped size of every
// JavaScript chunk, then the first-load JavaScript of `/` (read from the built page shell, app.html:
// its module scripts and modulepreloads, followed through their static imports) against
// the 150 KB budget. Exits 1 when over budget. With Chromium installed it also loads `/`
// from the build and lists every script the page really fetched, deferred chunks included.
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { REPO_ROOT } from "../scripts/lib/emulator-config";
import { readEnvFile } from "../scripts/lib/env-file";
import { bin, run } from "../scripts/lib/process";
import { readHtmlEntries, staticClosure } from "./lib/bundle-graph";

const BUDGET_KB = 150;
/** The built page shell (web/vite.config.ts names it app.html so that `/` reaches the renderer). */
const SHELL = "app.html";
const outDir = mkdtempSync(path.join(os.tmpdir(), "folio-bundle-"));

const env = {
  ...process.env,
  ...readEnvFile(path.join(REPO_ROOT, ".env.local.example")),
  // The real-browser measurement runs an automated Chromium: count it, so the tracker's chunk loads too.
  VITE_ANALYTICS_COUNT_AUTOMATION: "true",
  // The browser build alone: the server renderer is not part of what visitors download.
  FOLIO_SSR_OUT_DIR: "off",
};
const code = await run(bin("vite"), ["build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"], {
  cwd: path.join(REPO_ROOT, "web"),
  env,
});
if (code !== 0) process.exit(code);

const read = (file: string) => readFileSync(path.join(outDir, file), "utf8");
const gzipKb = (file: string) => gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length / 1024;
const rawKb = (file: string) => readFileSync(path.join(outDir, file)).length / 1024;
const kb = (value: number) => `${value.toFixed(1).padStart(7)} KB`;

const html = readHtmlEntries(read(SHELL));
const firstLoad = staticClosure([...html.scripts, ...html.preloads], read);
const chunks = readdirSync(path.join(outDir, "assets"))
  .filter((file) => file.endsWith(".js"))
  .map((file) => `assets/${file}`)
  .sort((a, b) => gzipKb(b) - gzipKb(a));

console.log("\nJavaScript chunks (gzip -9)            raw        gzip   first load of /");
for (const file of chunks)
  console.log(
    `  ${file.padEnd(38)}${kb(rawKb(file))} ${kb(gzipKb(file))}   ${firstLoad.includes(file) ? "yes" : ""}`,
  );
const css = html.styles.reduce((sum, file) => sum + gzipKb(file), 0);
const total = firstLoad.reduce((sum, file) => sum + gzipKb(file), 0);
console.log(`\nCSS linked by ${SHELL}: ${kb(css)} gzipped`);
console.log(
  `First-load JS of / (entry + modulepreloads + static imports): ${kb(total)} gzipped, ${firstLoad.length} files`,
);

async function measureInBrowser(): Promise<void> {
  const { launchBrowser } = await import("../tests/support/browser");
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const file = url.pathname.startsWith("/assets/") ? url.pathname.slice(1) : SHELL;
    try {
      const body = readFileSync(path.join(outDir, file));
      const type = file.endsWith(".js")
        ? "text/javascript"
        : file.endsWith(".css")
          ? "text/css"
          : "text/html";
      response.writeHead(200, { "content-type": type }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.port === String(port) && url.pathname.endsWith(".js")) scripts.add(url.pathname.slice(1));
    });
    await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "networkidle" });
    // The tracker loads its chunk after the first render; give deferred imports a moment.
    await page.waitForTimeout(1500);
    const loaded = [...scripts];
    const deferred = loaded.filter((file) => !firstLoad.includes(file));
    const sum = loaded.reduce((acc, file) => acc + gzipKb(file), 0);
    console.log(`Loaded in Chromium for / : ${kb(sum)} gzipped, ${loaded.length} files`);
    for (const file of deferred)
      console.log(`  + deferred after start: ${file} (${gzipKb(file).toFixed(1)} KB)`);
  } finally {
    await browser.close();
    server.close();
  }
}

try {
  await measureInBrowser();
} catch (error) {
  console.log(
    `(No real-browser measurement: ${error instanceof Error ? error.message.split("\n")[0] : String(error)})`,
  );
}

rmSync(outDir, { recursive: true, force: true });
const over = total > BUDGET_KB;
console.log(
  `\nBudget: ${BUDGET_KB} KB gzipped for the first load of /: ${over ? "OVER" : "within"} (${total.toFixed(1)} KB)`,
);
process.exit(over ? 1 : 0);
