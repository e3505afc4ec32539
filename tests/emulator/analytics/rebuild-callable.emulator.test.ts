import { addDays, utcDateKey } from "@folio/domain";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";

const PASSWORD = "analytics-test-1";

/** Signs a user in on the Auth emulator and returns their ID token. */
async function idToken(email: string): Promise<string> {
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Calls the deployed callable on the Functions emulator, as the web SDK would. */
async function callRebuild(token: string | null, data: unknown) {
  const project = process.env.GCLOUD_PROJECT ?? "demo-folio";
  const response = await fetch(
    `http://127.0.0.1:${process.env.FOLIO_FUNCTIONS_PORT}/${project}/us-central1/rebuildAnalytics`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ data }),
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as { result?: unknown; error?: { status: string; message: string } },
  };
}

describe("rebuildAnalytics callable", () => {
  const { firestore, auth } = testAdmin();
  afterAll(closeTestAdmin);
  beforeEach(async () => {
    await clearFirestore();
    await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${process.env.GCLOUD_PROJECT ?? "demo-folio"}/accounts`,
      {
        method: "DELETE",
      },
    );
  });

  it("refuses visitors and signed-in non-owners, rejects bad ranges, and rebuilds for the owner", async () => {
    const owner = await auth.createUser({ email: "owner@analytics.test", password: PASSWORD });
    await auth.setCustomUserClaims(owner.uid, { admin: true });
    await auth.createUser({ email: "someone@analytics.test", password: PASSWORD });
    const ownerToken = await idToken("owner@analytics.test");
    const someoneToken = await idToken("someone@analytics.test");
    const yesterday = addDays(utcDateKey(new Date()), -1);

    expect((await callRebuild(null, { from: yesterday, to: yesterday })).body.error?.status).toBe(
      "PERMISSION_DENIED",
    );
    expect((await callRebuild(someoneToken, { from: yesterday, to: yesterday })).body.error).toEqual({
      status: "PERMISSION_DENIED",
      message: "Only the owner can rebuild analytics",
      details: { reason: "not-owner", message: "Only the owner can rebuild analytics" },
    });
    const backwards = await callRebuild(ownerToken, { from: yesterday, to: addDays(yesterday, -1) });
    expect(backwards.body.error).toEqual({
      status: "INVALID_ARGUMENT",
      message: "The range ends before it starts",
      details: { reason: "invalid-input", message: "The range ends before it starts" },
    });
    expect((await callRebuild(ownerToken, { from: "2026-02-30", to: yesterday })).body.error?.status).toBe(
      "INVALID_ARGUMENT",
    );

    await firestore
      .collection("analytics_events")
      .add({ type: "page_view", timestamp: new Date(`${yesterday}T12:00:00Z`) });
    const done = await callRebuild(ownerToken, { from: yesterday, to: yesterday });
    expect(done.status).toBe(200);
    expect(done.body.result).toMatchObject({
      from: yesterday,
      to: yesterday,
      // Rolled up by the rebuild, or already by the counter's own trigger (analyticsRollUpDay).
      days: [{ date: yesterday, events: 1 }],
    });
    expect((await firestore.doc(`analytics_counters/${yesterday}`).get()).get("pageViews")).toBe(1);
    expect((await firestore.doc(`analytics_metrics/${yesterday}`).get()).get("totalViews")).toBe(1);
  });
});
