// `npm run deploy:check [-- --project <id>]`: the deploy's offline rehearsal. Builds what
// `firebase deploy` would ship (as its predeploy does) and checks, with no network: the build,
// the web app's configuration, that the rules compile on the emulators, that the indexes serve
// every query the product runs, that every parameter of the functions has a value (a deploy
// never stops to ask), where the functions run (the bucket's region for those Storage wakes),
// what Hosting must rewrite and send, cors.json, the secrets the functions bind, and the settings
// only a person can give. Then it prints the steps before the deploy that no file can check, and
// the exact deploy command.
// `--rehearsal` runs it on made-up production values (project folio-rehearsal), as `npm test` does.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { missingTtlPolicies, type IndexFile } from "./lib/index-coverage";
import { portOffsetFromEnv, REPO_ROOT } from "./lib/emulator-config";
import { readJson, uncoveredQueries, type QueryCatalogue } from "./lib/query-catalogue";
import { ensureDeployBuild } from "./deploy/build";
import { corsCommand, corsProblems } from "./deploy/cors";
import { declaredSecrets, deployEnv, readFunctionsManifest, unsetParams } from "./deploy/functions-params";
import {
  assetFallbackProblems,
  cspReportingProblems,
  storageTriggerProblems,
  type HostingJson,
} from "./deploy/hosting-config";
import { regionProblems } from "./deploy/regions";
import { rulesProblems } from "./deploy/rules";
import { readWebEnv } from "./deploy/web-env";

const args = process.argv.slice(2);
const rehearsal = args.includes("--rehearsal");
const REHEARSAL_PROJECT = "folio-rehearsal";

/** The project: --project, else .firebaserc's default (what `firebase use --add` wrote). */
function projectId(): string | null {
  if (rehearsal) return REHEARSAL_PROJECT;
  const flag = args.indexOf("--project");
  if (flag >= 0) return args[flag + 1] ?? null;
  const rc = path.join(REPO_ROOT, ".firebaserc");
  if (!existsSync(rc)) return null;
  return (
    (JSON.parse(readFileSync(rc, "utf8")) as { projects?: { default?: string } }).projects?.default ?? null
  );
}

const project = projectId();
if (!project || project.startsWith("demo-")) {
  console.error(
    `✖ deploy:check needs your project: ${project ? `${project} is the emulators' demo project` : "none is set"}. ` +
      "Run `npx firebase use --add <project-id>`, or pass `-- --project <project-id>`.",
  );
  process.exit(2);
}

/** Made-up production values for the rehearsal: well-formed, pointing at no real project. */
const REHEARSAL_WEB = {
  VITE_FIREBASE_API_KEY: "AIzaRehearsalRehearsalRehearsal000000",
  VITE_FIREBASE_AUTH_DOMAIN: `${REHEARSAL_PROJECT}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: REHEARSAL_PROJECT,
  VITE_FIREBASE_STORAGE_BUCKET: `${REHEARSAL_PROJECT}.firebasestorage.app`,
  VITE_FIREBASE_MESSAGING_SENDER_ID: "123456789012",
  VITE_FIREBASE_APP_ID: "1:123456789012:web:0123456789abcdef012345",
  VITE_USE_EMULATORS: "false",
  VITE_ANALYTICS_COUNT_AUTOMATION: "false",
};
const REHEARSAL_FUNCTIONS = {
  SITE_ORIGIN: "https://folio-rehearsal.web.app",
  OWNER_EMAIL: "owner@folio-rehearsal.example",
  STORAGE_REGION: "us-central1",
};

const problems: string[] = [];
const steps: string[] = [];
const check = (name: string, found: string[]) => {
  console.log(`${found.length === 0 ? "✔" : "✖"} ${name}`);
  for (const problem of found) console.log(`    ${problem}`);
  problems.push(...found);
};

console.log(
  `Deploy rehearsal for ${project}${rehearsal ? " (made-up values)" : ""}: nothing leaves this machine.\n`,
);

// 1. The build, as the predeploy hooks make it.
const webEnv = rehearsal ? { ...readWebEnv(REPO_ROOT), ...REHEARSAL_WEB } : readWebEnv(REPO_ROOT);
check(
  "the build: the site, its page renderer and the functions, for this project",
  await ensureDeployBuild(REPO_ROOT, project, webEnv),
);

// 2. The indexes serve every query the product runs (firestore.queries.json).
const catalogue = readJson<QueryCatalogue>(path.join(REPO_ROOT, "firestore.queries.json"));
const indexes = readJson<IndexFile>(path.join(REPO_ROOT, "firestore.indexes.json"));
check(
  `the indexes serve all ${catalogue.queries.length} queries the product runs`,
  uncoveredQueries(catalogue, indexes).map(({ key, coverage }) => `${key}: ${coverage.reason}`),
);
check(
  "raw analytics, client downloads and CSP reports expire (TTL policies on expiresAt)",
  missingTtlPolicies(indexes).map((group) => `no TTL policy on ${group}.expiresAt in firestore.indexes.json`),
);

// 3. The rules compile, on the emulators' engine (on free ports: npm start may hold the usual ones).
check("firestore.rules and storage.rules compile", await rulesProblems(portOffsetFromEnv()));

// 4. The functions' parameters and settings: a value for each, so the deploy never stops to ask.
const functionsDir = path.join(REPO_ROOT, "functions");
const manifest = await readFunctionsManifest(functionsDir, project);
const env: Record<string, string> = {
  ...deployEnv(functionsDir, project),
  ...(rehearsal ? REHEARSAL_FUNCTIONS : {}),
};
const envFile = `functions/.env.${project}`;
check(
  "every parameter of the functions has a value",
  unsetParams(manifest, env).map(
    (name) => `${name} has no value in functions/.env or ${envFile}: the deploy would stop to ask`,
  ),
);
const settings: string[] = [];
if (!/^https:\/\/[^/]+$/.test(env.SITE_ORIGIN ?? ""))
  settings.push(
    `SITE_ORIGIN is not set in ${envFile} (https://${project}.web.app, or your own domain): canonical links and the sitemap need it`,
  );
if (!env.OWNER_EMAIL)
  settings.push(
    `OWNER_EMAIL is not set in ${envFile}: the visitors' messages and the weekly report would go nowhere`,
  );
check("the site's origin and the owner's address", settings);

// 5. Where the functions run: the bucket's region for those Storage wakes, and what reaches the rest.
const firebaseJson = readJson<HostingJson>(path.join(REPO_ROOT, "firebase.json"));
check(
  "the functions run where the bucket, Hosting and the web app expect them",
  regionProblems({
    manifest,
    env,
    envFile,
    rewrites: firebaseJson.hosting?.rewrites ?? [],
    webFunctionsRegion: webEnv.VITE_FUNCTIONS_REGION,
  }),
);
check("Storage wakes only small functions for every file it writes", storageTriggerProblems(manifest));

// 6. What Hosting must rewrite and send, and what the bucket must allow.
check(
  "pages never name a file the live Hosting release lacks (during and after a deploy)",
  assetFallbackProblems(firebaseJson),
);
check("the browsers report what the Content-Security-Policy blocks", cspReportingProblems(firebaseJson));
const siteOrigin = env.SITE_ORIGIN ?? `https://${project}.web.app`;
check(
  "cors.json lets the site read the bucket through the Storage SDK",
  corsProblems(readJson<unknown>(path.join(REPO_ROOT, "cors.json")), siteOrigin),
);

// 7. What no file can tell: the secrets, the IAM role cross-service Storage rules need, the bucket's CORS.
const secrets = declaredSecrets(manifest);
for (const secret of secrets)
  steps.push(
    `npx firebase functions:secrets:set ${secret} --project ${project}   (the functions bind it; the deploy fails without it)`,
  );
if (/firestore\.(get|exists)/.test(readFileSync(path.join(REPO_ROOT, "storage.rules"), "utf8")))
  steps.push(
    "required: grant Storage's service agent the role its rules need to read Firestore (a non-interactive deploy skips it). " +
      "Without it every client gallery's file is refused (its rules read the device's grant from Firestore), and a newly saved work's files until their first sync:\n" +
      `      gcloud projects add-iam-policy-binding ${project} --member=serviceAccount:service-<project number>@gcp-sa-firebasestorage.iam.gserviceaccount.com --role=roles/firebaserules.firestoreServiceAgent`,
  );
const bucket = webEnv.VITE_FIREBASE_STORAGE_BUCKET?.trim() || `${project}.firebasestorage.app`;
steps.push(
  "required: apply cors.json to the bucket before anyone opens a client gallery (its pictures load through the Storage SDK, " +
    `which the browser refuses without CORS; so do the studio's drafts and originals):\n      ${corsCommand(bucket)}`,
);
steps.push(
  "only if your project is in an organisation whose policy stops the default compute service account from getting the Editor role: " +
    "the media dispatcher enqueues each upload with it (Cloud Tasks), so grant it roles/cloudtasks.enqueuer, roles/iam.serviceAccountUser and roles/run.invoker:\n" +
    `      for role in cloudtasks.enqueuer iam.serviceAccountUser run.invoker; do gcloud projects add-iam-policy-binding ${project} --member=serviceAccount:<project number>-compute@developer.gserviceaccount.com --role=roles/$role; done`,
);
if (!env.MAIL_FROM)
  steps.push(
    "MAIL_FROM is not set: the emails are sent as the SMTP account's own address, so its user name must be an address",
  );

console.log(`\nBefore the first deploy (README, Deploy), which no file here can check:`);
for (const step of steps) console.log(`  - ${step}`);
if (problems.length > 0) {
  console.log(`\n✖ ${problems.length} problem(s): fix them, then run npm run deploy:check again.`);
  process.exit(1);
}
console.log(
  `\nThen deploy, in one command (it builds nothing more: the build above is current):\n\n  npx firebase deploy --project ${project} --non-interactive --force\n`,
);
