// The deploy rehearsal's rules check (scripts/deploy/load-rules.ts) relies on the emulators
// refusing rules that do not compile, as a deploy's release would: shown here with a broken
// copy of each file. A project of its own keeps the suite's rules untouched.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/lib/emulator-config";

const PROJECT = "demo-rules-check";
const firestore = (content: string) =>
  fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT}:securityRules`, {
    method: "PUT",
    body: JSON.stringify({ rules: { files: [{ content }] } }),
  });
const storage = (content: string) =>
  fetch(`http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}/internal/setRules`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ rules: { files: [{ name: "storage.rules", content }] } }),
  });
const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), "utf8");
/** The file with one function call misspelt: a compile error, as a typo would make. */
const broken = (rules: string) => rules.replace("request.auth", "request.auht(");

describe("rules that do not compile are refused by the emulators, as by a deploy", () => {
  it("firestore.rules", async () => {
    expect((await firestore(read("firestore.rules"))).status).toBe(200);
    const refused = await firestore(broken(read("firestore.rules")));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(await refused.text()).toMatch(/error|unexpected|mismatched/i);
  });

  it("storage.rules", async () => {
    expect((await storage(broken(read("storage.rules")))).status).toBe(400);
    expect((await storage(read("storage.rules"))).status).toBe(200);
  });
});
