// The client token guard (clientsTokenGuard) on the emulators, after one owner upload to a client
// gallery: the pipeline revokes the original's token, the studio's reads mint tokens on the
// copies (the Storage emulator mints one whenever a file without one is read through Firebase's
// API), and the guard takes each away once. The emulator keeps its own token list, so every
// revocation's event still reports a token; a guard that did not know its own write would
// revoke again forever, each revocation a new metadata generation (hundreds a minute).
// The guard is woken once per metadata update, so a file's metageneration counts its invocations:
// the test counts them per file over the minute that follows the upload.
import { readFileSync } from "node:fs";
import path from "node:path";
import { CLIENT_COLLECTIONS, defaultClientGallerySettings } from "@folio/domain";
import { FieldValue } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tokensFingerprint } from "../../../functions/src/media/storage-files";
import { setBackgroundTriggers } from "../../../scripts/lib/triggers";
import { closeTestAdmin, TEST_BUCKET, testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";

const CAMERA = readFileSync(path.resolve(import.meta.dirname, "../../fixtures/media/camera-gps.jpg"));
const DEADLINE = { timeoutMs: 150_000, intervalMs: 300 };
/** The window over which the guard's invocations are counted, from the upload on. */
const WINDOW_MS = 60_000;
/**
 * How long, at least, the files must stay still once the guard has acted. The loop this guards
 * against rewrote a file about five times a second, so a quiet window this long is no accident.
 */
const QUIET_MS = 15_000;

const db = () => testAdmin().firestore;
const bucket = () => testAdmin().bucket;
const galleryId = `Gtokenguard${Date.now().toString(36)}`.padEnd(20, "x").slice(0, 20);
const gallery = db().collection(CLIENT_COLLECTIONS.galleries).doc(galleryId);

const metagenerations = async (prefix: string) => {
  const [files] = await bucket().getFiles({ prefix });
  return Object.fromEntries(files.map((file) => [file.name, Number(file.metadata.metageneration)]));
};

/** Reads a file's metadata through Firebase's API as the owner's studio does (getBlob, getMetadata). */
async function readAsOwner(name: string): Promise<void> {
  const response = await fetch(
    `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}/v0/b/${TEST_BUCKET}/o/${encodeURIComponent(name)}`,
    { headers: { Authorization: "Bearer owner" } },
  );
  expect(response.status, name).toBe(200);
}

beforeAll(async () => {
  await setBackgroundTriggers(true);
  await gallery.set({
    ...defaultClientGallerySettings("Anna & Tom", "Anna"),
    sets: [{ id: "ceremony", name: "Ceremony" }],
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  await gallery.collection(CLIENT_COLLECTIONS.works).doc("w1").set({
    setId: "ceremony",
    order: 0,
    fileName: "camera-gps.jpg",
    createdAt: FieldValue.serverTimestamp(),
  });
});

afterAll(async () => {
  await closeTestAdmin();
});

describe("the client token guard", () => {
  it("takes each token away once, then leaves the files alone: at most 3 invocations per file in a minute", async () => {
    const original = `originals/clients/${galleryId}/w1/u1/camera-gps.jpg`;
    const uploadedAt = Date.now();
    // As the studio's upload leaves it: Firebase's API gives every upload a download token.
    await bucket()
      .file(original)
      .save(CAMERA, {
        contentType: "image/jpeg",
        resumable: false,
        metadata: { metadata: { firebaseStorageDownloadTokens: "studio-upload-token" } },
      });
    const copies = `clients/${galleryId}/w1/`;
    await eventually(async () => {
      const work = await gallery.collection(CLIENT_COLLECTIONS.works).doc("w1").get();
      expect(work.get("media")).toBeDefined();
    }, DEADLINE);

    // The studio shows the work: each copy read through Firebase's API, which mints a token.
    const [files] = await bucket().getFiles({ prefix: copies });
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) await readAsOwner(file.name);

    // Each minted token wakes the guard, which revokes it, marking what it took away.
    await eventually(async () => {
      const [current] = await bucket().getFiles({ prefix: copies });
      for (const file of [...current, bucket().file(original)]) {
        const [metadata] = await file.getMetadata();
        expect(metadata.metadata?.revokedTokens, file.name).toBe(
          tokensFingerprint(String(metadata.metadata?.firebaseStorageDownloadTokens)),
        );
      }
    }, DEADLINE);

    // Nothing more happens until the minute is out: absence takes a window of time to show, so
    // this one test waits (at least QUIET_MS, the rest of the minute if the pipeline was quick).
    const settled = { ...(await metagenerations(copies)), ...(await metagenerations(original)) };
    const wait = Math.max(QUIET_MS, uploadedAt + WINDOW_MS - Date.now());
    await new Promise((resolve) => setTimeout(resolve, wait));
    const later = { ...(await metagenerations(copies)), ...(await metagenerations(original)) };
    expect(later).toEqual(settled);
    // The guard's invocations per file in the minute: one per metadata update, metageneration - 1.
    // A copy is written (1), read (the minted token: 2) and revoked (3); the original is written
    // (1) and revoked by the pipeline (2). A redelivered event may add one. The loop this replaces
    // reached hundreds in a minute.
    const invocations = Object.fromEntries(
      Object.entries(later).map(([name, metageneration]) => [name, metageneration - 1]),
    );
    for (const [name, count] of Object.entries(invocations))
      expect(count, name).toBeLessThanOrEqual(name === original ? 2 : 3);
  });
});
