// What the server does after each save of the site's settings (siteSettingsWritten): a hidden
// contact address left in the public document moves to the owner-only one, and a replaced
// uploaded portrait's files go.
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  EMPTY_SITE_SETTINGS,
  MEDIA_JOBS_COLLECTION,
  mediaJobId,
  parseMediaJob,
  SITE_PRIVATE_PATH,
  SITE_SETTINGS_PATH,
} from "@folio/domain";
import { FieldValue } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setBackgroundTriggers } from "../../../scripts/lib/triggers";
import { clearFirestore, closeTestAdmin, TEST_BUCKET, testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";

const DEADLINE = { timeoutMs: 150_000, intervalMs: 300 };
const db = () => testAdmin().firestore;
const bucket = () => testAdmin().bucket;
const siteRef = () => db().collection(SITE_SETTINGS_PATH.collection).doc(SITE_SETTINGS_PATH.id);
const privateRef = () => db().collection(SITE_PRIVATE_PATH.collection).doc(SITE_PRIVATE_PATH.id);
const settings = (patch: Record<string, unknown>) => ({
  ...EMPTY_SITE_SETTINGS,
  siteName: "Ada Lens",
  updatedAt: FieldValue.serverTimestamp(),
  ...patch,
});

beforeAll(async () => {
  await setBackgroundTriggers(true);
  await clearFirestore();
});

afterAll(async () => {
  await closeTestAdmin();
});

describe("a hidden contact address", () => {
  it("leaves a public settings document that still holds it, for the owner-only one", async () => {
    // As a document saved before the address had a private home (the rules refuse this now).
    await siteRef().set(settings({ contactEmail: "ada@example.com", showEmail: false }));
    await eventually(async () => {
      expect((await siteRef().get()).get("contactEmail")).toBe("");
      expect((await privateRef().get()).get("contactEmail")).toBe("ada@example.com");
    }, DEADLINE);
  });

  it("never overwrites an address the owner keeps privately, and leaves a shown one where it is", async () => {
    await privateRef().set({ contactEmail: "kept@example.com", updatedAt: FieldValue.serverTimestamp() });
    await siteRef().set(settings({ contactEmail: "old@example.com", showEmail: false }));
    await eventually(async () => expect((await siteRef().get()).get("contactEmail")).toBe(""), DEADLINE);
    expect((await privateRef().get()).get("contactEmail")).toBe("kept@example.com");

    await siteRef().set(settings({ contactEmail: "shown@example.com", showEmail: true }));
    const { moveHiddenEmail } = await functionsModule();
    expect(await moveHiddenEmail(await functionsDb())).toBe(false);
    expect((await siteRef().get()).get("contactEmail")).toBe("shown@example.com");
  });
});

/** The handlers themselves, on the default Admin app that functions/src/lib/admin.ts makes. */
async function functionsModule() {
  process.env.FIREBASE_CONFIG = JSON.stringify({
    projectId: testAdmin().projectId,
    storageBucket: TEST_BUCKET,
  });
  return import("../../../functions/src/site/site-privacy");
}
async function functionsDb() {
  return (await import("../../../functions/src/lib/admin")).db();
}

describe("a replaced portrait", () => {
  const camera = readFileSync(path.resolve(import.meta.dirname, "../../fixtures/media/camera-gps.jpg"));

  async function uploadPortrait(setId: string): Promise<string> {
    await bucket().file(`originals/site/${setId}/me.jpg`).save(camera, { contentType: "image/jpeg" });
    return eventually(async () => {
      const job = parseMediaJob(
        (
          await db()
            .collection(MEDIA_JOBS_COLLECTION)
            .doc(mediaJobId({ kind: "site" }, setId))
            .get()
        ).data(),
      );
      expect(job?.state).toBe("ready");
      return job?.state === "ready" ? job.result.media.url : "";
    }, DEADLINE);
  }

  it("takes its public copy, its original and its job away once the settings use another", async () => {
    const first = `p${Date.now().toString(36)}a`;
    const second = `p${Date.now().toString(36)}b`;
    const firstUrl = await uploadPortrait(first);
    await siteRef().set(settings({ portraitUpload: { url: firstUrl, width: 1067, height: 1600 } }));
    const secondUrl = await uploadPortrait(second);
    await siteRef().set(settings({ portraitUpload: { url: secondUrl, width: 1067, height: 1600 } }));
    await eventually(async () => {
      const [publicFiles] = await bucket().getFiles({ prefix: `site/${first}/` });
      const [originals] = await bucket().getFiles({ prefix: `originals/site/${first}/` });
      expect([...publicFiles, ...originals].map((file) => file.name)).toEqual([]);
      expect(
        (
          await db()
            .collection(MEDIA_JOBS_COLLECTION)
            .doc(mediaJobId({ kind: "site" }, first))
            .get()
        ).exists,
      ).toBe(false);
    }, DEADLINE);
    const [kept] = await bucket().getFiles({ prefix: `site/${second}/` });
    expect(kept).toHaveLength(1);
    expect((await fetch(secondUrl)).status).toBe(200);
  });
});
