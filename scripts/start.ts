// `npm start`: the whole product on the local Emulator Suite, with a seeded demo portfolio.
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  clientEmulatorEnv,
  DEMO_PROJECT_ID,
  emulatorPorts,
  portOffsetFromEnv,
  prepareEmulators,
  refuseBadLayout,
  REPO_ROOT,
  webEmulatorEnv,
} from "./lib/emulator-config";
import { FIRESTORE_MISSING_HINT } from "./lib/firestore-emulator";
import { FUNCTIONS_REGION } from "./lib/function-triggers";
import { mailCatcherPorts, mailEnv, startMailCatcher } from "./lib/mail-catcher";
import { bin } from "./lib/process";
import { bridgeScheduledFunctions } from "./lib/schedule-bridge";
import { waitForEmulators } from "./lib/wait-for-emulators";
import { DEMO_OWNER } from "./seed/demo-owner";

const DATA_DIR = path.join(REPO_ROOT, ".emulator-data");
const ENV_LOCAL = path.join(REPO_ROOT, ".env.local");
// FOLIO_PORT_OFFSET shifts the emulators and the dev server alike, so a second copy can run beside this one.
const offset = refuseBadLayout(() => {
  const value = portOffsetFromEnv();
  emulatorPorts(value);
  mailCatcherPorts(value);
  return value;
});
const WEB_PORT = 5173 + offset;

if (!existsSync(ENV_LOCAL)) {
  copyFileSync(path.join(REPO_ROOT, ".env.local.example"), ENV_LOCAL);
  console.log("i  Created .env.local from .env.local.example (values for the local emulators).");
}

const prepared = await prepareEmulators({ optional: true, portOffset: offset });
for (const note of prepared.notes) console.log(`i  ${note}`);
Object.assign(process.env, clientEmulatorEnv(prepared.ports));
// The owner's emails (a visitor's inquiry or booking, the weekly report) land in MailDev, whose
// page is printed below; their links point at this dev server.
const mailPorts = mailCatcherPorts(offset);
const mailCatcher = await startMailCatcher(mailPorts, { keep: true });
const functionsMailEnv = { ...mailEnv(mailPorts), SITE_ORIGIN: `http://127.0.0.1:${WEB_PORT}` };

const children: ChildProcess[] = [];
let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  // SIGINT lets firebase-tools export the emulator data before it exits.
  for (const child of children) if (child.exitCode === null) child.kill("SIGINT");
  setTimeout(() => process.exit(code), 15_000).unref();
  Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => (child.exitCode === null ? child.on("exit", resolve) : resolve(null))),
    ),
  )
    .then(() => mailCatcher.stop())
    .then(() => process.exit(code));
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));

const emulatorArgs = [
  "emulators:start",
  "--config",
  prepared.configPath,
  "--project",
  DEMO_PROJECT_ID,
  "--only",
  prepared.only.join(","),
  "--export-on-exit",
  DATA_DIR,
];
if (existsSync(DATA_DIR)) emulatorArgs.push("--import", DATA_DIR);
// firebase-tools finds the hub to export from through a locator file in the temp folder
// named after the project id only; another suite of demo-folio (npm test) would overwrite it
// and Ctrl+C would export that suite's data. A private temp folder keeps ours apart.
const emulatorTmp = path.join(os.tmpdir(), `folio-npm-start-${offset}`);
mkdirSync(emulatorTmp, { recursive: true });
const emulators = spawn(bin("firebase"), emulatorArgs, {
  cwd: REPO_ROOT,
  env: { ...prepared.env, ...functionsMailEnv, TMPDIR: emulatorTmp },
  stdio: ["ignore", "inherit", "inherit"],
});
children.push(emulators);
emulators.on("exit", (code) => {
  if (stopping) return;
  console.error(`✖ The emulators stopped (exit ${code}).`);
  if (prepared.notes.some((note) => note.startsWith("Firestore emulator")))
    console.error(FIRESTORE_MISSING_HINT);
  stopAll(code ?? 1);
});

// Rebuild the functions bundle on change; the Functions emulator reloads lib/ by itself.
children.push(
  spawn(process.execPath, ["build.mjs", "--watch"], {
    cwd: path.join(REPO_ROOT, "functions"),
    stdio: ["ignore", "ignore", "inherit"],
  }),
);

let seeded = false;
try {
  await waitForEmulators(prepared.ports, 120_000);
  const { seedIfEmpty } = await import("./seed/seed");
  seeded = await seedIfEmpty({ log: (line) => console.log(`i  seed: ${line}`) });
  if (prepared.pubsubAvailable)
    await bridgeScheduledFunctions({
      pubsubHost: `127.0.0.1:${prepared.ports.pubsub}`,
      functionsPort: prepared.ports.functions,
      projectId: DEMO_PROJECT_ID,
      region: FUNCTIONS_REGION,
    });
} catch (error) {
  // Stop the emulators too (saving what is there) rather than leave them running headless.
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  stopAll(1);
  await new Promise(() => {});
}

const web = spawn(bin("vite"), ["--port", String(WEB_PORT), "--strictPort"], {
  cwd: path.join(REPO_ROOT, "web"),
  env: { ...process.env, ...webEmulatorEnv(prepared.ports, prepared.storageAvailable) },
  stdio: ["ignore", "ignore", "inherit"],
});
children.push(web);
web.on("exit", (code) => {
  if (!stopping) stopAll(code ?? 1);
});

// Print the URLs only once they answer, so the first click never hits a refused connection. The
// app's entry answers only after the dependency optimizer has bundled every dependency of every
// page (web/vite.config.ts), so the first visitor never races it.
for (const route of ["/", "/src/main.tsx"]) {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    const ready = await fetch(`http://127.0.0.1:${WEB_PORT}${route}`, {
      signal: AbortSignal.timeout(60_000),
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

console.log(`
┌──────────────────────────────────────────────────────────────
│ Folio is running on the Firebase Emulator Suite (${DEMO_PROJECT_ID})
│
│   Portfolio     http://127.0.0.1:${WEB_PORT}/
│   Studio        http://127.0.0.1:${WEB_PORT}/studio
│   Owner sign-in ${DEMO_OWNER.email} / ${DEMO_OWNER.password}
│
│   Firestore     127.0.0.1:${prepared.ports.firestore}   Auth 127.0.0.1:${prepared.ports.auth}   Functions 127.0.0.1:${prepared.ports.functions}
│   ${prepared.storageAvailable ? `Storage       127.0.0.1:${prepared.ports.storage}   uploads on` : "Storage       not running: uploads are off (add media by URL)"}
│   ${prepared.pubsubAvailable ? `Pub/Sub       127.0.0.1:${prepared.ports.pubsub}   scheduled jobs (nightly, session sweep, weekly report) run on a message to topic firebase-schedule-<function>` : "Pub/Sub       not installed: the scheduled jobs (nightly, session sweep, weekly report) are not loaded"}
│   Mail          http://127.0.0.1:${mailPorts.web}/   MailDev: the owner's emails (SMTP 127.0.0.1:${mailPorts.smtp})
│   ${prepared.uiAvailable ? `Emulator UI   http://127.0.0.1:${prepared.ports.ui}/` : "Emulator UI   not available offline"}
│   ${seeded ? "Seeded the demo portfolio (first run)." : "Kept the data from the last run (.emulator-data/)."}
│
│ Ctrl+C stops everything and saves the data.
└──────────────────────────────────────────────────────────────`);
