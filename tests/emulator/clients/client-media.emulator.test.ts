// Client galleries' media on the emulators: an upload through the real pipeline, one-use
// download tickets answered by the clientDownload function (files and streamed ZIPs, read back
// with yauzl), the portfolio import's bucket copies, the work count and a gallery's deletion.
import { readFileSync } from "node:fs";
import path from "node:path";
import {
  CLIENT_ACTIVITY_DOC,
  CLIENT_CALLABLES,
  CLIENT_COLLECTIONS,
  CLIENT_DOWNLOAD_PATH,
  COLLECTIONS,
  defaultClientGallerySettings,
  MEDIA_JOBS_COLLECTION,
  mediaJobId,
  storageObjectUrl,
  type RequestClientDownloadRequest,
} from "@folio/domain";
import { deleteApp, initializeApp } from "firebase/app";
import { connectAuthEmulator, getAuth, signInAnonymously } from "firebase/auth";
import { connectFunctionsEmulator, getFunctions, httpsCallable } from "firebase/functions";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setBackgroundTriggers, withBackgroundTriggersDisabled } from "../../../scripts/lib/triggers";
import { secretsIn } from "../../fixtures/media/secrets";
import { closeTestAdmin, TEST_BUCKET, testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";
import { unzip } from "../../support/zip";
import { identifyingTags } from "../../support/exiftool";
import { callableClient, failure, type CallableClient } from "../content/support/clients";

const CAMERA = readFileSync(path.resolve(import.meta.dirname, "../../fixtures/media/camera-gps.jpg"));
const DEADLINE = { timeoutMs: 150_000, intervalMs: 300 };
const PROJECT = process.env.GCLOUD_PROJECT ?? "demo-folio";

const db = () => testAdmin().firestore;
const bucket = () => testAdmin().bucket;
let ids = 0;
/** A 20-character gallery id, as Firestore makes them. */
const newGalleryId = () => `G${Date.now().toString(36)}${(ids++).toString(36)}`.padEnd(20, "x").slice(0, 20);
const gallery = (id: string) => db().collection(CLIENT_COLLECTIONS.galleries).doc(id);
const work = (galleryId: string, workId: string) =>
  gallery(galleryId).collection(CLIENT_COLLECTIONS.works).doc(workId);
const activity = (galleryId: string) =>
  gallery(galleryId).collection(CLIENT_COLLECTIONS.activity).doc(CLIENT_ACTIVITY_DOC);

/** A signed-in client device (an anonymous account), as the client's page makes one. */
interface Device extends CallableClient {
  uid: string;
}

async function device(): Promise<Device> {
  const app = initializeApp(
    { apiKey: "demo-key", projectId: PROJECT, appId: "demo-app" },
    `device-${Math.random().toString(36).slice(2)}`,
  );
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
  const { user } = await signInAnonymously(auth);
  const functions = getFunctions(app, "us-central1");
  connectFunctionsEmulator(functions, "127.0.0.1", Number(process.env.FOLIO_FUNCTIONS_PORT));
  return {
    uid: user.uid,
    async call<Response>(name: string, data: unknown = {}) {
      return (await httpsCallable(functions, name, { timeout: 120_000 })(data)).data as Response;
    },
    close: () => deleteApp(app),
  };
}

type Settings = ReturnType<typeof defaultClientGallerySettings>;

/** A gallery as the studio creates it, with two sets. */
async function createGallery(changes: Partial<Settings> = {}): Promise<string> {
  const id = newGalleryId();
  await gallery(id).set({
    ...defaultClientGallerySettings("Anna & Tom", "Anna"),
    sets: [
      { id: "ceremony", name: "Ceremony" },
      { id: "party", name: "Party" },
    ],
    ...changes,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return id;
}

async function grant(galleryId: string, uid: string): Promise<void> {
  await gallery(galleryId)
    .collection(CLIENT_COLLECTIONS.grants)
    .doc(uid)
    .set({ at: FieldValue.serverTimestamp() });
}

const publicUrl = (storagePath: string) =>
  storageObjectUrl(TEST_BUCKET, storagePath, `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}`);

/**
 * A work whose files are ready, written as the pipeline leaves them (no pipeline run: these
 * tests are about downloads): a display WebP and a download JPEG, each with distinct bytes.
 */
async function readyWork(galleryId: string, workId: string, setId: string, order: number, fileName: string) {
  const folder = `clients/${galleryId}/${workId}/u1`;
  const display = Buffer.from(`webp of ${workId}`);
  const full = Buffer.from(`jpeg of ${workId}`);
  await bucket()
    .file(`${folder}/w480.webp`)
    .save(display, {
      contentType: "image/webp",
      resumable: false,
      metadata: { metadata: { role: "display" } },
    });
  await bucket()
    .file(`${folder}/download.jpg`)
    .save(full, {
      contentType: "image/jpeg",
      resumable: false,
      metadata: { metadata: { role: "download" } },
    });
  await work(galleryId, workId).set({
    setId,
    order,
    fileName,
    createdAt: FieldValue.serverTimestamp(),
    type: "image",
    media: {
      url: publicUrl(`${folder}/w480.webp`),
      storagePath: `${folder}/w480.webp`,
      sizes: [{ url: publicUrl(`${folder}/w480.webp`), width: 480, height: 320 }],
      posterUrl: null,
      contentType: "image/webp",
      download: { url: publicUrl(`${folder}/download.jpg`), contentType: "image/jpeg" },
    },
    width: 3000,
    height: 2000,
  });
  return { display, full };
}

/** Fetches a download address from the Functions emulator, as Hosting's rewrite would. */
async function download(url: string) {
  expect(url.startsWith(`${CLIENT_DOWNLOAD_PATH}/`)).toBe(true);
  const ticket = url.slice(CLIENT_DOWNLOAD_PATH.length + 1);
  const response = await fetch(
    `http://127.0.0.1:${process.env.FOLIO_FUNCTIONS_PORT}/${PROJECT}/us-central1/clientDownload/${ticket}`,
  );
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const request = (galleryId: string, target: RequestClientDownloadRequest["target"]) => ({
  galleryId,
  target,
});

let owner: CallableClient;
let client: Device;
let stranger: Device;

beforeAll(async () => {
  await setBackgroundTriggers(true);
  [owner, client, stranger] = await Promise.all([callableClient("owner"), device(), device()]);
});

afterAll(async () => {
  await Promise.all([owner.close(), client.close(), stranger.close()]);
  await closeTestAdmin();
});

describe("a client work's upload through the pipeline", () => {
  it("writes the work's media; its files carry no location, name their role, and the original loses its token", async () => {
    const galleryId = await createGallery();
    const workId = "w1";
    await work(galleryId, workId).set({
      setId: "ceremony",
      order: 0,
      fileName: "camera-gps.jpg",
      createdAt: FieldValue.serverTimestamp(),
    });
    const original = `originals/clients/${galleryId}/${workId}/u1/camera-gps.jpg`;
    await bucket()
      .file(original)
      .save(CAMERA, {
        contentType: "image/jpeg",
        resumable: false,
        metadata: { metadata: { firebaseStorageDownloadTokens: "a-token" } },
      });
    const ready = await eventually(async () => {
      const data = (await work(galleryId, workId).get()).data();
      expect(data?.media).toBeDefined();
      return data!;
    }, DEADLINE);
    expect(ready).toMatchObject({
      setId: "ceremony",
      fileName: "camera-gps.jpg",
      type: "image",
      width: 2000,
      height: 3000,
    });
    expect(ready.media.storagePath).toBe(`clients/${galleryId}/${workId}/u1/w1707.webp`);
    const job = await db()
      .collection(MEDIA_JOBS_COLLECTION)
      .doc(mediaJobId({ kind: "client", galleryId, workId }, "u1"))
      .get();
    expect(job.get("state")).toBe("ready");

    const [files] = await bucket().getFiles({ prefix: `clients/${galleryId}/${workId}/` });
    const roles: Record<string, unknown> = {};
    for (const file of files) {
      const [bytes] = await file.download();
      expect(identifyingTags(bytes), file.name).toEqual([]);
      expect(secretsIn(bytes), file.name).toEqual([]);
      roles[path.posix.basename(file.name)] = file.metadata.metadata?.role;
      expect(file.metadata.metadata?.public, file.name).toBeUndefined();
    }
    expect(roles).toEqual({
      "download.jpg": "download",
      "w480.webp": "display",
      "w960.webp": "display",
      "w1600.webp": "display",
      "w1707.webp": "display",
    });
    // The original answers no one but the owner. (Its token is revoked as a portfolio
    // original's is, by the same revokeDownloadTokens; the Storage emulator keeps tokens in a
    // list of its own that a null metadata key does not clear, so that step is not observable
    // here, and production's GCS drops the key.)
    expect((await fetch(publicUrl(original))).status).toBe(403);
    // Nothing reached the public portfolio.
    expect((await db().collection(COLLECTIONS.gallery).get()).size).toBe(0);
  });

  it("drops the files of a work deleted before its upload was ready", async () => {
    const galleryId = await createGallery();
    await bucket()
      .file(`originals/clients/${galleryId}/gone/u1/camera-gps.jpg`)
      .save(CAMERA, { contentType: "image/jpeg", resumable: false });
    await eventually(async () => {
      const job = await db()
        .collection(MEDIA_JOBS_COLLECTION)
        .doc(mediaJobId({ kind: "client", galleryId, workId: "gone" }, "u1"))
        .get();
      expect(job.get("state")).toBe("ready");
      const [files] = await bucket().getFiles({ prefix: `clients/${galleryId}/gone/` });
      expect(files.map((file) => file.name)).toEqual([]);
    }, DEADLINE);
    expect((await work(galleryId, "gone").get()).exists).toBe(false);
  });
});

describe("download tickets", () => {
  it("serve one work once, at the gallery's size, under its uploaded name, counted once", async () => {
    const galleryId = await createGallery({ downloads: { size: "full", whole: false } });
    await grant(galleryId, client.uid);
    const { full } = await readyWork(galleryId, "w1", "ceremony", 0, "IMG_0042.CR3.jpg");
    const { url } = await client.call<{ url: string }>(
      CLIENT_CALLABLES.requestClientDownload,
      request(galleryId, { kind: "work", workId: "w1" }),
    );
    expect(url).toMatch(/^\/api\/client-download\/[A-Za-z0-9_-]{32,}$/);
    const first = await download(url);
    expect(first.response.status).toBe(200);
    expect(first.bytes.equals(full)).toBe(true);
    expect(first.response.headers.get("content-disposition")).toContain('filename="IMG_0042.CR3.jpg"');
    expect(first.response.headers.get("cache-control")).toBe("private, no-store");
    expect(first.response.headers.get("x-robots-tag")).toBe("noindex");

    const again = await download(url);
    expect(again.response.status).toBe(410);
    expect(again.bytes.toString()).toContain("already been used");
    expect((await activity(galleryId).get()).get("downloads")).toEqual({ works: 1, perWork: { w1: 1 } });
  });

  it("serve the largest display copy when the gallery offers web size", async () => {
    const galleryId = await createGallery({ downloads: { size: "web", whole: true } });
    await grant(galleryId, client.uid);
    const { display } = await readyWork(galleryId, "w1", "ceremony", 0, "dawn.jpg");
    const { url } = await client.call<{ url: string }>(
      CLIENT_CALLABLES.requestClientDownload,
      request(galleryId, { kind: "work", workId: "w1" }),
    );
    const served = await download(url);
    expect(served.bytes.equals(display)).toBe(true);
    expect(served.response.headers.get("content-disposition")).toContain('filename="dawn.webp"');
  });

  it("refuse an expired or unknown ticket politely", async () => {
    const galleryId = await createGallery();
    await readyWork(galleryId, "w1", "ceremony", 0, "dawn.jpg");
    const ticket = "expiredTicketExpiredTicket000001";
    await db()
      .collection(CLIENT_COLLECTIONS.downloadTickets)
      .doc(ticket)
      .set({
        galleryId,
        uid: client.uid,
        target: { kind: "work", workId: "w1" },
        size: "web",
        expiresAt: Timestamp.fromMillis(Date.now() - 1000),
        usedAt: null,
        owner: false,
      });
    const expired = await download(`${CLIENT_DOWNLOAD_PATH}/${ticket}`);
    expect(expired.response.status).toBe(410);
    expect(expired.response.headers.get("content-type")).toContain("text/html");
    expect(expired.bytes.toString()).toContain("expired");
    expect((await download(`${CLIENT_DOWNLOAD_PATH}/unknownTicketUnknownTicket000001`)).response.status).toBe(
      404,
    );
    expect((await activity(galleryId).get()).exists).toBe(false);
  });

  it("are refused when downloads are off, for a ZIP when whole is off, and without a live grant", async () => {
    const off = await createGallery({ downloads: { size: "none", whole: true } });
    await grant(off, client.uid);
    await readyWork(off, "w1", "ceremony", 0, "dawn.jpg");
    expect(
      await failure(
        client.call(CLIENT_CALLABLES.requestClientDownload, request(off, { kind: "work", workId: "w1" })),
      ),
    ).toMatchObject({ code: "failed-precondition", reason: "downloads-off" });

    const single = await createGallery({ downloads: { size: "full", whole: false } });
    await grant(single, client.uid);
    for (const target of [{ kind: "set", setId: "ceremony" }, { kind: "all" }] as const)
      expect(
        await failure(client.call(CLIENT_CALLABLES.requestClientDownload, request(single, target))),
      ).toMatchObject({ code: "failed-precondition", reason: "whole-off" });
    expect(
      await failure(
        client.call(
          CLIENT_CALLABLES.requestClientDownload,
          request(single, { kind: "work", workId: "missing" }),
        ),
      ),
    ).toMatchObject({ code: "not-found", reason: "work-not-found" });

    expect(
      await failure(stranger.call(CLIENT_CALLABLES.requestClientDownload, request(single, { kind: "all" }))),
    ).toMatchObject({ code: "permission-denied", reason: "no-access" });
    const expired = await createGallery({ expiresAt: new Date(Date.now() - 60_000) });
    await grant(expired, client.uid);
    expect(
      await failure(client.call(CLIENT_CALLABLES.requestClientDownload, request(expired, { kind: "all" }))),
    ).toMatchObject({ code: "permission-denied", reason: "no-access" });
    expect(
      (
        await db()
          .collection(CLIENT_COLLECTIONS.downloadTickets)
          .where("galleryId", "in", [off, single, expired])
          .get()
      ).size,
    ).toBe(0);
  });

  it("stream a set as a ZIP of its works in order, names made unique, counted once", async () => {
    const galleryId = await createGallery({ downloads: { size: "full", whole: true } });
    await grant(galleryId, client.uid);
    const a = await readyWork(galleryId, "a", "ceremony", 2, "kiss.jpg");
    const b = await readyWork(galleryId, "b", "ceremony", 1, "KISS.JPG");
    await readyWork(galleryId, "c", "party", 0, "cake.jpg");
    // Still being prepared: no media, so not in the ZIP.
    await work(galleryId, "d").set({
      setId: "ceremony",
      order: 3,
      fileName: "late.jpg",
      createdAt: new Date(),
    });
    const { url } = await client.call<{ url: string }>(
      CLIENT_CALLABLES.requestClientDownload,
      request(galleryId, { kind: "set", setId: "ceremony" }),
    );
    const zip = await download(url);
    expect(zip.response.status).toBe(200);
    expect(zip.response.headers.get("content-type")).toBe("application/zip");
    expect(zip.response.headers.get("content-disposition")).toContain('filename="Anna & Tom - Ceremony.zip"');
    const entries = await unzip(zip.bytes);
    expect(entries.map((entry) => entry.name)).toEqual(["KISS.jpg", "kiss (2).jpg"]);
    expect(entries[0]!.data.equals(b.full)).toBe(true);
    expect(entries[1]!.data.equals(a.full)).toBe(true);
    expect((await download(url)).response.status).toBe(410);
    expect((await activity(galleryId).get()).get("downloads")).toEqual({ zips: 1 });
  });

  it("list a set larger than a page in order, every work once", async () => {
    const galleryId = await createGallery();
    const count = 205;
    // Seeded without the triggers: 410 files would each wake the media pipeline (which returns
    // at once for them) and swamp the Storage emulator.
    await withBackgroundTriggersDisabled(async () => {
      for (let start = 0; start < count; start += 10)
        await Promise.all(
          Array.from({ length: Math.min(10, count - start) }, (_, index) =>
            readyWork(galleryId, `w${start + index}`, "party", start + index, `IMG_${start + index}.jpg`),
          ),
        );
    });
    const { url } = await owner.call<{ url: string }>(
      CLIENT_CALLABLES.requestClientDownload,
      request(galleryId, { kind: "set", setId: "party" }),
    );
    const entries = await unzip((await download(url)).bytes);
    expect(entries.map((entry) => entry.name)).toEqual(
      Array.from({ length: count }, (_, order) => `IMG_${order}.jpg`),
    );
  });

  it("stream the whole gallery with a folder per set; the owner's download is never counted", async () => {
    const galleryId = await createGallery({ downloads: { size: "none", whole: false } });
    await readyWork(galleryId, "a", "ceremony", 0, "kiss.jpg");
    await readyWork(galleryId, "c", "party", 0, "cake.jpg");
    const { url } = await owner.call<{ url: string }>(
      CLIENT_CALLABLES.requestClientDownload,
      request(galleryId, { kind: "all" }),
    );
    const entries = await unzip((await download(url)).bytes);
    expect(entries.map((entry) => entry.name)).toEqual(["Ceremony/kiss.jpg", "Party/cake.jpg"]);
    expect((await activity(galleryId).get()).exists).toBe(false);
  });
});

describe("portfolio works copied into a gallery", () => {
  it("copies the current files without tokens or the public flag, and adds works after the last", async () => {
    const galleryId = await createGallery();
    await readyWork(galleryId, "first", "ceremony", 4, "first.jpg");
    const itemId = `item${Date.now().toString(36)}`;
    const folder = `media/${itemId}/s9`;
    for (const [name, role, type] of [
      ["w480.webp", "display", "image/webp"],
      ["download.jpg", "download", "image/jpeg"],
    ] as const)
      await bucket()
        .file(`${folder}/${name}`)
        .save(Buffer.from(name), {
          contentType: type,
          metadata: { metadata: { role, public: "true", firebaseStorageDownloadTokens: "leak" } },
        });
    await db()
      .collection(COLLECTIONS.gallery)
      .doc(itemId)
      .set({
        title: "Harbour at dawn",
        type: "image",
        width: 3000,
        height: 2000,
        media: {
          url: publicUrl(`${folder}/w480.webp`),
          storagePath: `${folder}/w480.webp`,
          sizes: [{ url: publicUrl(`${folder}/w480.webp`), width: 480, height: 320 }],
          posterUrl: null,
          contentType: "image/webp",
          download: { url: publicUrl(`${folder}/download.jpg`), contentType: "image/jpeg" },
        },
      });
    await db().collection(COLLECTIONS.gallery).doc("nomedia").set({ title: "Text only", media: null });

    expect(
      await failure(
        client.call(CLIENT_CALLABLES.addPortfolioWorks, { galleryId, setId: "party", itemIds: [itemId] }),
      ),
    ).toMatchObject({ code: "permission-denied" });
    const result = await owner.call<{ added: { itemId: string; workId: string }[]; skipped: string[] }>(
      CLIENT_CALLABLES.addPortfolioWorks,
      { galleryId, setId: "party", itemIds: [itemId, "nomedia", "missing"] },
    );
    expect(result.skipped).toEqual(["nomedia", "missing"]);
    expect(result.added).toHaveLength(1);
    const workId = result.added[0]!.workId;
    const copy = `clients/${galleryId}/${workId}/s9`;
    const [files] = await bucket().getFiles({ prefix: `clients/${galleryId}/${workId}/` });
    expect(files.map((file) => [file.name, file.metadata.metadata ?? {}])).toEqual([
      [`${copy}/download.jpg`, { role: "download" }],
      [`${copy}/w480.webp`, { role: "display" }],
    ]);
    const doc = (await work(galleryId, workId).get()).data();
    expect(doc).toMatchObject({
      setId: "party",
      order: 5,
      fileName: "Harbour at dawn.jpg",
      type: "image",
      width: 3000,
    });
    expect(doc?.media.storagePath).toBe(`${copy}/w480.webp`);
    expect(doc?.media.download.url).toBe(publicUrl(`${copy}/download.jpg`));
    expect(JSON.stringify(doc)).not.toContain(`media/${itemId}`);
  });
});

describe("a gallery's bookkeeping", () => {
  it("keeps workCount exact, removes a deleted work's files, and a deleted gallery's everything", async () => {
    const galleryId = await createGallery();
    await Promise.all(
      ["a", "b", "c"].map((id, order) => readyWork(galleryId, id, "ceremony", order, `${id}.jpg`)),
    );
    await bucket().file(`originals/clients/${galleryId}/a/u1/a.jpg`).save(Buffer.from("original"));
    await eventually(async () => expect((await gallery(galleryId).get()).get("workCount")).toBe(3), DEADLINE);

    await work(galleryId, "a").delete();
    await eventually(async () => {
      expect((await gallery(galleryId).get()).get("workCount")).toBe(2);
      const [files] = await bucket().getFiles({ prefix: `clients/${galleryId}/a/` });
      const [originals] = await bucket().getFiles({ prefix: `originals/clients/${galleryId}/a/` });
      expect([...files, ...originals]).toEqual([]);
    }, DEADLINE);
    expect((await bucket().getFiles({ prefix: `clients/${galleryId}/b/` }))[0]).toHaveLength(2);

    await grant(galleryId, client.uid);
    await activity(galleryId).set({ opens: 1 });
    await db().collection(CLIENT_COLLECTIONS.secrets).doc(galleryId).set({ hash: "x" });
    await gallery(galleryId).delete();
    await eventually(async () => {
      const [files] = await bucket().getFiles({ prefix: `clients/${galleryId}/` });
      expect(files).toEqual([]);
      expect((await gallery(galleryId).collection(CLIENT_COLLECTIONS.works).get()).size).toBe(0);
      expect((await gallery(galleryId).collection(CLIENT_COLLECTIONS.grants).get()).size).toBe(0);
      expect((await activity(galleryId).get()).exists).toBe(false);
      expect((await db().collection(CLIENT_COLLECTIONS.secrets).doc(galleryId).get()).exists).toBe(false);
    }, DEADLINE);
    expect((await gallery(galleryId).get()).exists).toBe(false);
  });
});
