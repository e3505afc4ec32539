// APPCHECK_ENFORCE (functions/src/lib/app-check.ts) on the deployed callables, through the
// Functions emulator. The parameter is read when a function's module loads, from the functions'
// env files; the emulator writes its default to functions/.env.local, which overrides
// .env.<project>. So each case writes the value there, reloads the functions (new workers read
// the file again) and puts the file back afterwards, reloading again, so no other file sees it.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { addDays, COLLECTIONS, utcDateKey } from "@folio/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/lib/emulator-config";
import { setBackgroundTriggers } from "../../scripts/lib/triggers";
import { clearFirestore, closeTestAdmin, testAdmin } from "../support/admin";

const PROJECT = process.env.GCLOUD_PROJECT ?? "demo-folio";
const FUNCTIONS_ENV_LOCAL = path.join(REPO_ROOT, "functions", ".env.local");
const OWNER = { email: "owner@app-check.test", password: "app-check-tests-2026" };

/**
 * An App Check token as the exchange returns one (a JWT naming the app). The emulator runs the
 * functions with token verification skipped, so its signature is not checked here; in
 * production the Admin SDK verifies it.
 */
function appCheckToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: "1:000000000000:web:0000000000000000000000",
    aud: [`projects/${PROJECT}`],
    iss: "https://firebaseappcheck.googleapis.com/000000000000",
    iat: now,
    exp: now + 3600,
  };
  return `${part({ alg: "none", typ: "JWT" })}.${part(claims)}.`;
}

/** Runs `work` with APPCHECK_ENFORCE set for the Functions emulator, then restores the env file. */
async function withAppCheckEnforce(value: "true" | "false", work: () => Promise<void>): Promise<void> {
  const original = existsSync(FUNCTIONS_ENV_LOCAL) ? readFileSync(FUNCTIONS_ENV_LOCAL, "utf8") : null;
  const others = (original ?? "")
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("APPCHECK_ENFORCE="));
  writeFileSync(FUNCTIONS_ENV_LOCAL, [...others, `APPCHECK_ENFORCE=${value}`, ""].join("\n"));
  try {
    // Switching the triggers on reloads the functions: idle workers stop, new ones read the file.
    await setBackgroundTriggers(true);
    await work();
  } finally {
    if (original === null) rmSync(FUNCTIONS_ENV_LOCAL, { force: true });
    else writeFileSync(FUNCTIONS_ENV_LOCAL, original);
    await setBackgroundTriggers(true);
  }
}

async function ownerIdToken(): Promise<string> {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...OWNER, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

interface CallableAnswer {
  status: number;
  body: { result?: unknown; error?: { status: string; message: string } };
}

/** Calls a callable on the Functions emulator as the owner, as the web SDK would, with or without App Check. */
async function callAsOwner(name: string, data: unknown, appCheck: string | null): Promise<CallableAnswer> {
  const response = await fetch(
    `http://127.0.0.1:${process.env.FOLIO_FUNCTIONS_PORT}/${PROJECT}/us-central1/${name}`,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: `Bearer ${await ownerIdToken()}`,
        ...(appCheck ? { "X-Firebase-AppCheck": appCheck } : {}),
      },
      body: JSON.stringify({ data }),
    },
  );
  return { status: response.status, body: (await response.json()) as CallableAnswer["body"] };
}

const yesterday = addDays(utcDateKey(new Date()), -1);
const rebuild = { from: yesterday, to: yesterday };
const REFUSED = { status: 401, body: { error: { status: "UNAUTHENTICATED", message: "Unauthenticated" } } };

beforeAll(async () => {
  const { auth } = testAdmin();
  const existing = await auth.getUserByEmail(OWNER.email).catch(() => null);
  const user = existing
    ? await auth.updateUser(existing.uid, { password: OWNER.password })
    : await auth.createUser({ ...OWNER, emailVerified: true });
  await auth.setCustomUserClaims(user.uid, { admin: true });
});

beforeEach(clearFirestore);

afterAll(closeTestAdmin);

describe("App Check enforcement on the callables (APPCHECK_ENFORCE)", () => {
  it("when true, refuses the owner's call without an App Check token and runs it with one", async () => {
    await withAppCheckEnforce("true", async () => {
      expect(await callAsOwner("rebuildAnalytics", rebuild, null)).toEqual(REFUSED);
      expect(await callAsOwner("createTag", { name: "Unchecked" }, null)).toEqual(REFUSED);
      // Refused before the handler ran: nothing was written.
      const { firestore } = testAdmin();
      expect((await firestore.doc(`analytics_counters/${yesterday}`).get()).exists).toBe(false);
      expect((await firestore.collection(COLLECTIONS.tags).get()).size).toBe(0);

      const rebuilt = await callAsOwner("rebuildAnalytics", rebuild, appCheckToken());
      expect(rebuilt.status).toBe(200);
      expect(rebuilt.body.result).toMatchObject({ from: yesterday, to: yesterday });
      const created = await callAsOwner("createTag", { name: "Checked" }, appCheckToken());
      expect(created.status).toBe(200);
      expect(created.body.result).toMatchObject({ name: "Checked" });
    });
  });

  it("when false (the default), runs the owner's call without an App Check token", async () => {
    await withAppCheckEnforce("false", async () => {
      const rebuilt = await callAsOwner("rebuildAnalytics", rebuild, null);
      expect(rebuilt.status).toBe(200);
      expect(rebuilt.body.result).toMatchObject({ from: yesterday, to: yesterday });
      const created = await callAsOwner("createTag", { name: "Unchecked" }, null);
      expect(created.status).toBe(200);
      expect(created.body.result).toMatchObject({ name: "Unchecked" });
    });
  });
});
