// Two builds deployed one after the other through the Hosting emulator, in the order `firebase
// deploy` releases them: the functions first (the page function and the renderer and files it
// carries), then Hosting. At each step every page is fetched, and every file it names, with the
// files those name in turn (the lazy pages an open tab loads later): none may be missing, neither
// a new page's while only the functions are new, nor an open tab's after Hosting is.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emulatorPorts, portOffsetFromEnv, REPO_ROOT, suiteWebEnv } from "../../scripts/lib/emulator-config";
import { bin, run } from "../../scripts/lib/process";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";
import { webUrl } from "../support/browser";
import { eventually } from "../support/eventually";
import { writePublicFixture, type PublicFixture } from "./support/public-fixture";

/** The suite's Hosting folder and renderer (scripts/emulators-exec.ts): build A. */
const HOSTING = path.join(REPO_ROOT, `web/dist-e2e-${portOffsetFromEnv()}`);
const RENDERER = process.env.FOLIO_WEB_BUNDLE_DIR ?? "";
const work = mkdtempSync(path.join(os.tmpdir(), "folio-deploy-order-"));
const saved = { hosting: path.join(work, "a-hosting"), renderer: path.join(work, "a-renderer") };

let fixture: PublicFixture;

/** The pages a visitor or the owner opens: rendered by the function, or Hosting's static shell. */
const pages = () => ["/", "/about", `/item/${fixture.items[0]!.id}`, "/c/landscape", "/studio", "/nope"];

/** The hashed files a page or script names: `/assets/x-<hash>.js`, `assets/…`, `./…` (a chunk's import). */
function namedAssets(text: string): string[] {
  const names = [
    ...text.matchAll(/(?:\/?assets\/|\.\/)([A-Za-z0-9_.-]+-[A-Za-z0-9_-]{8}\.(?:js|css))\b/g),
  ].map((match) => `/assets/${match[1]}`);
  return [...new Set(names)];
}

/** Every file the pages' HTML names, and the files those scripts name, fetched; what did not answer 200. */
async function missingAssets(htmls: readonly string[]): Promise<string[]> {
  const seen = new Set<string>();
  const missing: string[] = [];
  let queue = htmls.flatMap(namedAssets);
  while (queue.length > 0) {
    const next: string[] = [];
    for (const asset of queue) {
      if (seen.has(asset)) continue;
      seen.add(asset);
      const response = await fetch(webUrl(asset));
      if (response.status !== 200) {
        missing.push(`${asset} ${response.status}`);
        continue;
      }
      if (asset.endsWith(".js")) next.push(...namedAssets(await response.text()));
      else await response.arrayBuffer();
    }
    queue = next;
  }
  expect(seen.size).toBeGreaterThan(10);
  return missing;
}

/** The entry script a page names (the loader's data block on a rendered page, the tag on the shell). */
const entryOf = (html: string) => /\/assets\/index-[A-Za-z0-9_-]+\.js/.exec(html)?.[0] ?? null;

/**
 * Every page, once each is served whole and names `entry` (the Functions emulator reloads for a
 * while after its files change, and answers with an error meanwhile).
 */
async function fetchPages(entry: string | null): Promise<string[]> {
  return eventually(async () => {
    const htmls = await Promise.all(pages().map(async (page) => (await fetch(webUrl(page))).text()));
    for (const [index, html] of htmls.entries()) {
      expect(html, pages()[index]).toContain('<div id="root">');
      if (entry) expect(entryOf(html), pages()[index]).toBe(entry);
    }
    return htmls;
  });
}

/**
 * Makes a folder hold exactly another's files, as a release replaces what is served: files it
 * lacks go, and the rest are written over in place (the Functions emulator reloads on a change
 * to a file it watches, such as the renderer's shell).
 */
function release(from: string, to: string): void {
  for (const entry of readdirSync(to, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && !existsSync(path.join(from, path.relative(to, file)))) rmSync(file);
  }
  cpSync(from, to, { recursive: true, force: true });
}

beforeAll(async () => {
  expect(RENDERER, "run under scripts/emulators-exec.ts --with-web").not.toBe("");
  await clearFirestore();
  fixture = await writePublicFixture(testAdmin().firestore);
  cpSync(HOSTING, saved.hosting, { recursive: true });
  cpSync(RENDERER, saved.renderer, { recursive: true });
});

afterAll(async () => {
  // Build A again, as the rest of the suite expects it.
  release(saved.renderer, RENDERER);
  release(saved.hosting, HOSTING);
  await fetchPages(entryOf(readFileSync(path.join(saved.renderer, "shell.html"), "utf8")));
  rmSync(work, { recursive: true, force: true });
  await closeTestAdmin();
}, 300_000);

describe("a deploy of a second build", () => {
  // A build of its own, two releases and the files of three sets of pages: longer than most.
  it(
    "never leaves a page naming a file that is not served, during or after the deploy",
    { timeout: 480_000 },
    async () => {
      const entryA = entryOf(readFileSync(path.join(RENDERER, "shell.html"), "utf8"));
      expect(entryA).not.toBeNull();
      const before = await fetchPages(entryA);
      expect(await missingAssets(before)).toEqual([]);

      // Build B: the same app with one more variable, so its files have other names, made in a
      // copy of A's folder as a deploy's build is made in web/dist after the one before.
      const built = { hosting: path.join(work, "b-hosting"), renderer: path.join(work, "b-renderer") };
      cpSync(HOSTING, built.hosting, { recursive: true });
      const code = await run(
        bin("vite"),
        ["build", "--outDir", built.hosting, "--emptyOutDir", "--logLevel", "warn"],
        {
          cwd: path.join(REPO_ROOT, "web"),
          env: {
            ...process.env,
            ...suiteWebEnv(emulatorPorts(), process.env.FOLIO_STORAGE_EMULATOR === "true"),
            VITE_DEPLOY_ORDER_TEST_BUILD: "b",
            FOLIO_SSR_OUT_DIR: built.renderer,
          },
        },
      );
      expect(code).toBe(0);
      const entryB = entryOf(readFileSync(path.join(built.renderer, "shell.html"), "utf8"));
      expect(entryB).not.toBe(entryA);

      // The functions are released: new pages name B's files, which only the function has.
      release(built.renderer, RENDERER);
      const during = await eventually(async () => {
        const htmls = await fetchPages(null);
        for (const [index, page] of pages().entries())
          expect(entryOf(htmls[index]!), page).toBe(page === "/studio" || page === "/nope" ? entryA : entryB);
        return htmls;
      });
      expect(await missingAssets([...during, ...before])).toEqual([]);

      // Hosting is released: every page is B's, and a tab still open on A finds A's files.
      release(built.hosting, HOSTING);
      const after = await fetchPages(entryB);
      expect(await missingAssets([...after, ...before])).toEqual([]);
    },
  );
});
