// Run under `firebase emulators:exec --only firestore,storage` by scripts/deploy/rules.ts: loads
// firestore.rules and storage.rules into the emulators as a deploy would release them, and
// prints each compile error. The emulators compile with the engine production uses.
import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../lib/emulator-config";

const project = process.env.GCLOUD_PROJECT ?? "demo-folio";
const problems: string[] = [];

async function load(what: string, url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) problems.push(`${what} do not compile: ${(await response.text()).slice(0, 2000)}`);
}

const firestoreRules = readFileSync(path.join(REPO_ROOT, "firestore.rules"), "utf8");
await load(
  "firestore.rules",
  `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${project}:securityRules`,
  {
    rules: { files: [{ content: firestoreRules }] },
  },
);
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
if (storageHost) {
  const storageRules = readFileSync(path.join(REPO_ROOT, "storage.rules"), "utf8");
  await load("storage.rules", `http://${storageHost}/internal/setRules`, {
    rules: { files: [{ name: "storage.rules", content: storageRules }] },
  });
} else problems.push("storage.rules were not compiled: the Storage emulator could not start here");

for (const problem of problems) console.error(`✖ ${problem}`);
if (problems.length === 0) console.log("✔ firestore.rules and storage.rules compile on the emulators");
process.exit(problems.length === 0 ? 0 : 1);
