// Runs a command under `firebase emulators:exec` with Java, the Firestore emulator and
// the functions bundle prepared. With --with-web it first builds the web app for the
// emulators and serves it from the Hosting emulator (FOLIO_WEB_URL tells tests where).
import { mkdirSync } from "node:fs";
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
  suiteRendererDir,
  suiteWebEnv,
} from "./lib/emulator-config";
import { FIRESTORE_MISSING_HINT } from "./lib/firestore-emulator";
import { mailCatcherPorts, mailEnv, startMailCatcher } from "./lib/mail-catcher";
import { bin, run } from "./lib/process";

const args = process.argv.slice(2);
const withWeb = args.includes("--with-web");
const command = args.filter((arg) => arg !== "--with-web").join(" ");
if (!command) {
  console.error('usage: tsx scripts/emulators-exec.ts [--with-web] "<command>"');
  process.exit(2);
}

// A blocked or colliding port layout ends here with one line naming the port.
const offset = refuseBadLayout(() => {
  const value = portOffsetFromEnv();
  emulatorPorts(value);
  mailCatcherPorts(value);
  return value;
});
const webOut = `web/dist-e2e-${offset}`;
// The suite's own page renderer, beside the functions bundle but apart from the deploy's
// (functions/lib/web): a build made meanwhile in this clone (a deploy's, another suite's) never
// changes the pages this suite's Functions emulator renders, nor the files they name.
const rendererOut = suiteRendererDir(offset);
const prepared = await prepareEmulators({
  portOffset: offset,
  ...(withWeb ? { hostingPublic: webOut } : {}),
});
for (const note of prepared.notes) console.log(`i  ${note}`);

if (withWeb) {
  const webEnv = suiteWebEnv(prepared.ports, prepared.storageAvailable);
  const code = await run(
    bin("vite"),
    ["build", "--outDir", path.join(REPO_ROOT, webOut), "--emptyOutDir", "--logLevel", "warn"],
    {
      cwd: path.join(REPO_ROOT, "web"),
      env: { ...process.env, ...webEnv, FOLIO_SSR_OUT_DIR: rendererOut },
    },
  );
  if (code !== 0) process.exit(code);
}

// The Storage emulator keeps its blobs under the temp folder (firebase/storage/), and the hub's
// locator file is named after the project only: a private temp folder per offset keeps suites
// run side by side (or beside npm start) from deleting each other's uploads.
const emulatorTmp = path.join(os.tmpdir(), `folio-emulators-exec-${offset}`);
mkdirSync(emulatorTmp, { recursive: true });
// The owner's emails go to a real SMTP server, MailDev, emptied for each run; tests read it.
const mailPorts = mailCatcherPorts(offset);
const mailCatcher = await startMailCatcher(mailPorts, {
  keep: false,
  mailDirectory: path.join(emulatorTmp, "maildev"),
});
const code = await run(
  bin("firebase"),
  [
    "emulators:exec",
    "--config",
    prepared.configPath,
    "--project",
    DEMO_PROJECT_ID,
    "--only",
    prepared.only.join(","),
    command,
  ],
  {
    cwd: REPO_ROOT,
    env: {
      ...prepared.env,
      ...clientEmulatorEnv(prepared.ports),
      TMPDIR: emulatorTmp,
      ...mailEnv(mailPorts),
      FOLIO_WEB_URL: `http://127.0.0.1:${prepared.ports.hosting}`,
      ...(withWeb ? { FOLIO_WEB_BUNDLE_DIR: rendererOut } : {}),
      // Whether uploads can work: the dev-server test starts its app with them on or off to match.
      FOLIO_STORAGE_EMULATOR: String(prepared.storageAvailable),
    },
  },
);
await mailCatcher.stop();
if (code !== 0 && prepared.notes.some((note) => note.startsWith("Firestore emulator")))
  console.error(FIRESTORE_MISSING_HINT);
process.exit(code);
