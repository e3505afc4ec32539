// The media pipeline as deployed: an original uploaded to originals/ fires mediaProcessUpload
// through the Storage emulator, which makes the public files; the gallery trigger then keeps
// their visibility in step with the work, and the clean-ups remove them. Every public file is
// read back with ExifTool and searched for the fixtures' secrets.
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  CAMERA_DETAILS_COLLECTION,
  COLLECTIONS,
  MEDIA_JOBS_COLLECTION,
  mediaJobId,
  parseMediaJob,
  storageObjectUrl,
  type MediaJobResult,
  type UploadScope,
} from "@folio/domain";
import { FieldValue } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setBackgroundTriggers } from "../../../scripts/lib/triggers";
import { secretsIn } from "../../fixtures/media/secrets";
import { clearFirestore, closeTestAdmin, TEST_BUCKET, testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";
import { identifyingTags } from "../../support/exiftool";
import { visitorFetch } from "../../support/visitor-fetch";

const FIXTURES = path.resolve(import.meta.dirname, "../../fixtures/media");
const CAMERA = readFileSync(path.join(FIXTURES, "camera-gps.jpg"));
const PHONE = readFileSync(path.join(FIXTURES, "phone-gps.mov"));
const DEADLINE = { timeoutMs: 150_000, intervalMs: 300 };

const bucket = () => testAdmin().bucket;
const db = () => testAdmin().firestore;
let sets = 0;
const newSet = () => `t${Date.now().toString(36)}${sets++}`;

/** Uploads an original as the studio does (the Admin SDK here: the rules are tested elsewhere) and waits for its job. */
async function uploadOriginal(
  scope: UploadScope,
  setId: string,
  name: string,
  data: Buffer,
  contentType: string,
): Promise<{ state: string; result?: MediaJobResult; reason?: string; message?: string }> {
  const folder =
    scope.kind === "gallery" ? `originals/gallery/${scope.itemId}/${setId}` : `originals/site/${setId}`;
  await bucket().file(`${folder}/${name}`).save(data, { contentType, resumable: false });
  return eventually(async () => {
    const job = parseMediaJob(
      (await db().collection(MEDIA_JOBS_COLLECTION).doc(mediaJobId(scope, setId)).get()).data(),
    );
    expect(job?.state === "ready" || job?.state === "failed", JSON.stringify(job)).toBe(true);
    return job as { state: string; result?: MediaJobResult };
  }, DEADLINE);
}

async function filesUnder(prefix: string): Promise<string[]> {
  const [files] = await bucket().getFiles({ prefix });
  return files.map((file) => file.name).sort();
}

/** A work as the studio saves it from a job's result. */
function workFrom(result: MediaJobResult, fields: { published: boolean; downloadable: boolean }) {
  return {
    title: "Probe",
    description: "",
    alt: "",
    category: "all",
    tags: [],
    featured: false,
    order: 0,
    views: 0,
    likes: 0,
    type: result.type,
    media: result.media,
    width: result.width,
    height: result.height,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    ...fields,
  };
}

beforeAll(async () => {
  await setBackgroundTriggers(true);
  await clearFirestore();
});

afterAll(async () => {
  await closeTestAdmin();
});

describe("a camera JPEG through the pipeline", () => {
  const itemId = `work${Date.now().toString(36)}`;
  const setId = newSet();
  let result: MediaJobResult;

  it("becomes display sizes and a download without location or identifiers; the original stays private", async () => {
    const job = await uploadOriginal(
      { kind: "gallery", itemId },
      setId,
      "camera-gps.jpg",
      CAMERA,
      "image/jpeg",
    );
    expect(job.state).toBe("ready");
    result = job.result!;
    expect(result).toMatchObject({ type: "image", width: 2000, height: 3000 });
    expect(result.camera).toMatchObject({ camera: "Canon EOS R5", iso: 400, takenAt: "2026-06-14T19:42:07" });
    expect(result.media.sizes.map((size) => size.width)).toEqual([480, 960, 1600, 1707]);
    expect(result.media.url).toBe(result.media.sizes.at(-1)!.url);
    expect(result.media.storagePath).toBe(`media/${itemId}/${setId}/w1707.webp`);
    expect(result.media.download?.contentType).toBe("image/jpeg");
    const addresses = [...result.media.sizes.map((size) => size.url), result.media.download!.url];
    expect(JSON.stringify(result)).not.toContain("originals");

    expect(await filesUnder(`media/${itemId}/`)).toEqual(
      ["download.jpg", "w1600.webp", "w1707.webp", "w480.webp", "w960.webp"].map(
        (name) => `media/${itemId}/${setId}/${name}`,
      ),
    );
    for (const name of await filesUnder(`media/${itemId}/`)) {
      const [bytes] = await bucket().file(name).download();
      expect(identifyingTags(bytes), name).toEqual([]);
      expect(secretsIn(bytes), name).toEqual([]);
      expect(bytes.equals(CAMERA), name).toBe(false);
    }
    // Before the work is saved, no visitor reads any of it, nor ever the original.
    for (const url of addresses) expect((await visitorFetch(url)).status, url).toBe(403);
    const original = storageObjectUrl(
      TEST_BUCKET,
      `originals/gallery/${itemId}/${setId}/camera-gps.jpg`,
      `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}`,
    );
    expect((await visitorFetch(original)).status).toBe(403);
  });

  it("answers visitors as the work says: published, downloadable, then unpublished", async () => {
    const work = db().collection(COLLECTIONS.gallery).doc(itemId);
    const display = result.media.sizes.map((size) => size.url);
    const download = result.media.download!.url;
    /** The `public` flag the gallery trigger sets on each file, by name. */
    const flags = async () =>
      Object.fromEntries(
        await Promise.all(
          (await filesUnder(`media/${itemId}/${setId}/`)).map(async (name) => {
            const [metadata] = await bucket().file(name).getMetadata();
            return [path.posix.basename(name), metadata.metadata?.public] as const;
          }),
        ),
      );

    await work.set(workFrom(result, { published: true, downloadable: false }));
    await eventually(
      async () =>
        expect(await flags()).toEqual({
          "w480.webp": "true",
          "w960.webp": "true",
          "w1600.webp": "true",
          "w1707.webp": "true",
          "download.jpg": "false",
        }),
      DEADLINE,
    );
    for (const url of display) expect((await visitorFetch(url)).status, url).toBe(200);
    expect((await visitorFetch(download)).status).toBe(403);
    expect(identifyingTags((await visitorFetch(display.at(-1)!)).bytes)).toEqual([]);

    await work.update({ downloadable: true, updatedAt: FieldValue.serverTimestamp() });
    await eventually(async () => expect((await flags())["download.jpg"]).toBe("true"), DEADLINE);
    const copy = await visitorFetch(download);
    expect(copy.status).toBe(200);
    expect(identifyingTags(copy.bytes)).toEqual([]);
    expect(secretsIn(copy.bytes)).toEqual([]);

    // Reading a file through Firebase's API gives it a download token (the emulator, as
    // production, hands one to anyone who may read it): unpublishing takes them away.
    await work.update({ published: false, updatedAt: FieldValue.serverTimestamp() });
    await eventually(
      async () => expect(new Set(Object.values(await flags()))).toEqual(new Set(["false"])),
      DEADLINE,
    );
    for (const url of [...display, download]) expect((await visitorFetch(url)).status, url).toBe(403);
  });

  it("removes a replaced upload's originals, files and job once the work points at the new one", async () => {
    const next = newSet();
    const job = await uploadOriginal({ kind: "gallery", itemId }, next, "again.jpg", CAMERA, "image/jpeg");
    await db()
      .collection(COLLECTIONS.gallery)
      .doc(itemId)
      .update({ media: job.result!.media, updatedAt: FieldValue.serverTimestamp() });
    await eventually(async () => {
      expect(await filesUnder(`media/${itemId}/${setId}/`)).toEqual([]);
      expect(await filesUnder(`originals/gallery/${itemId}/${setId}/`)).toEqual([]);
      const old = await db()
        .collection(MEDIA_JOBS_COLLECTION)
        .doc(mediaJobId({ kind: "gallery", itemId }, setId))
        .get();
      expect(old.exists).toBe(false);
    }, DEADLINE);
    expect(await filesUnder(`media/${itemId}/${next}/`)).toHaveLength(5);
  });

  it("removes every file, original, job and camera detail of a deleted work", async () => {
    await db().collection(CAMERA_DETAILS_COLLECTION).doc(itemId).set(result.camera!);
    await db().collection(COLLECTIONS.gallery).doc(itemId).delete();
    await eventually(async () => {
      expect(await filesUnder(`media/${itemId}/`)).toEqual([]);
      expect(await filesUnder(`originals/gallery/${itemId}/`)).toEqual([]);
      const jobs = await db().collection(MEDIA_JOBS_COLLECTION).where("itemId", "==", itemId).get();
      expect(jobs.size).toBe(0);
      expect((await db().collection(CAMERA_DETAILS_COLLECTION).doc(itemId).get()).exists).toBe(false);
    }, DEADLINE);
  });
});

describe("a redelivered event", () => {
  it("changes nothing once the upload is done: same job, same files", async () => {
    // The handler itself, on the default Admin app that functions/src/lib/admin.ts makes.
    process.env.FIREBASE_CONFIG = JSON.stringify({
      projectId: testAdmin().projectId,
      storageBucket: TEST_BUCKET,
    });
    const { processUpload } = await import("../../../functions/src/media/process-upload");
    const { db: functionsDb } = await import("../../../functions/src/lib/admin");
    const itemId = `again${Date.now().toString(36)}`;
    const setId = newSet();
    await uploadOriginal({ kind: "gallery", itemId }, setId, "camera-gps.jpg", CAMERA, "image/jpeg");
    const name = `originals/gallery/${itemId}/${setId}/camera-gps.jpg`;
    const [stored] = await bucket().file(name).getMetadata();
    const jobRef = db()
      .collection(MEDIA_JOBS_COLLECTION)
      .doc(mediaJobId({ kind: "gallery", itemId }, setId));
    const before = await jobRef.get();
    const generations = async () =>
      Promise.all(
        (await filesUnder(`media/${itemId}/`)).map(
          async (file) => (await bucket().file(file).getMetadata())[0].generation,
        ),
      );
    const filesBefore = await generations();

    await processUpload(
      functionsDb(),
      { name, contentType: "image/jpeg", size: Number(stored.size), generation: String(stored.generation) },
      new Date(),
    );
    const after = await jobRef.get();
    expect(after.updateTime?.isEqual(before.updateTime!)).toBe(true);
    expect(await generations()).toEqual(filesBefore);
  });
});

describe("other uploads", () => {
  it("cleans a phone's movie in place, with the poster frame the studio drew", async () => {
    const itemId = `video${Date.now().toString(36)}`;
    const setId = newSet();
    const poster = await (
      await import("sharp")
    )
      .default({ create: { width: 640, height: 360, channels: 3, background: "#204060" } })
      .jpeg()
      .toBuffer();
    await bucket()
      .file(`originals/gallery/${itemId}/${setId}/_poster.jpg`)
      .save(poster, { contentType: "image/jpeg" });
    const job = await uploadOriginal(
      { kind: "gallery", itemId },
      setId,
      "phone-gps.mov",
      PHONE,
      "video/quicktime",
    );
    expect(job.state).toBe("ready");
    const media = job.result!.media;
    expect(job.result).toMatchObject({ type: "video", width: 640, height: 360, camera: null });
    expect(media).toMatchObject({
      contentType: "video/quicktime",
      storagePath: `media/${itemId}/${setId}/video.mov`,
    });
    expect(media.posterUrl).toBe(media.sizes.at(-1)!.url);
    const [video] = await bucket().file(`media/${itemId}/${setId}/video.mov`).download();
    expect(video.length).toBe(PHONE.length);
    expect(identifyingTags(video)).toEqual([]);
    expect(secretsIn(video)).toEqual([]);
  });

  it("refuses a file that is not what it says, tells the studio why, and publishes nothing", async () => {
    const itemId = `bad${Date.now().toString(36)}`;
    const setId = newSet();
    const job = await uploadOriginal(
      { kind: "gallery", itemId },
      setId,
      "fake.jpg",
      Buffer.from("<html>"),
      "image/jpeg",
    );
    expect(job).toMatchObject({ state: "failed", reason: "unreadable" });
    expect(job.message).toMatch(/could not be read/);
    expect(await filesUnder(`media/${itemId}/`)).toEqual([]);
  });

  it("makes the portrait's public copy under site/, readable by anyone, clean", async () => {
    const setId = newSet();
    const job = await uploadOriginal({ kind: "site" }, setId, "me.jpg", CAMERA, "image/jpeg");
    expect(job.state).toBe("ready");
    expect(job.result).toMatchObject({ width: 1067, height: 1600, camera: null });
    const fetched = await visitorFetch(job.result!.media.url);
    expect(fetched.status).toBe(200);
    expect(identifyingTags(fetched.bytes)).toEqual([]);
    expect(secretsIn(fetched.bytes)).toEqual([]);
  });
});
