// Client galleries' downloads on the emulators (issue 44): the callable's addresses on the
// download function's own URL, exact lengths and byte ranges, a download counted once when its
// bytes flow, ZIP parts (a 1,500-work gallery, read back with yauzl), CRC-32 filled in for older
// files, the per-device and per-gallery stream limits, and a path cut like Hosting's 60 s.
import {
  CLIENT_ACTIVITY_DOC,
  CLIENT_CALLABLES,
  CLIENT_COLLECTIONS,
  CLIENT_DOWNLOAD_LIMITS,
  CLIENT_DOWNLOAD_REFUSALS,
  DOWNLOAD_REFUSAL_HEADER,
  type ClientGallerySettings,
  type RequestClientDownloadRequest,
  type RequestClientDownloadResponse,
} from "@folio/domain";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestClientDownload } from "../../../functions/src/clients/download-tickets";
import { withBackgroundTriggersDisabled } from "../../../scripts/lib/triggers";
import { closeTestAdmin, TEST_BUCKET, testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";
import { fetchResuming, startCuttingProxy } from "../../support/cutting-proxy";
import { unzip } from "../../support/zip";
import {
  anonymousDevice,
  call,
  galleryId as newGalleryId,
  ownerCaller,
  seedGallery,
  seedReadyWork,
  type Caller,
} from "./support";

const PROJECT = process.env.GCLOUD_PROJECT ?? "demo-folio";
// The callable's own code runs here too (to plan small parts): its Admin app names the bucket.
process.env.FIREBASE_CONFIG ??= JSON.stringify({ projectId: PROJECT, storageBucket: TEST_BUCKET });
const FUNCTIONS = `http://127.0.0.1:${process.env.FOLIO_FUNCTIONS_PORT}`;
/** Where the download function answers on the emulator: its own address, as the callable says. */
const DOWNLOAD_BASE = `${FUNCTIONS}/${PROJECT}/us-central1/clientDownload`;
type Ready = Extract<RequestClientDownloadResponse, { ready: true }>;
type Target = RequestClientDownloadRequest["target"];

const db = () => testAdmin().firestore;
const activity = (galleryId: string) =>
  db()
    .collection(CLIENT_COLLECTIONS.galleries)
    .doc(galleryId)
    .collection(CLIENT_COLLECTIONS.activity)
    .doc(CLIENT_ACTIVITY_DOC);
const downloadsCounted = async (galleryId: string) =>
  (await activity(galleryId).get()).get("downloads") as unknown;
const grant = (galleryId: string, uid: string) =>
  db()
    .collection(CLIENT_COLLECTIONS.galleries)
    .doc(galleryId)
    .collection(CLIENT_COLLECTIONS.grants)
    .doc(uid)
    .set({ at: FieldValue.serverTimestamp() });

/** A gallery with two sets, `Ceremony` and `Party`, shared with `device`. */
async function sharedGallery(
  device: Caller | null,
  downloads: ClientGallerySettings["downloads"] = { size: "full", whole: true },
) {
  const id = newGalleryId();
  await seedGallery(id, { name: "Anna & Tom", downloads });
  if (device) await grant(id, device.uid);
  return id;
}

/** Asks the callable for a download as `caller`, expecting it ready. */
async function ask(caller: Caller, galleryId: string, target: Target): Promise<Ready> {
  const answer = await call<RequestClientDownloadResponse>(
    CLIENT_CALLABLES.requestClientDownload,
    { galleryId, target },
    caller,
  );
  expect(answer.error).toBeUndefined();
  expect(answer.result?.ready).toBe(true);
  return answer.result as Ready;
}

async function get(url: string, headers: Record<string, string> = {}, method = "GET") {
  const response = await fetch(url, { method, headers });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

let owner: Caller;
let client: Caller;
let stranger: Caller;

beforeAll(async () => {
  [owner, client, stranger] = await Promise.all([ownerCaller(), anonymousDevice(), anonymousDevice()]);
});

afterAll(closeTestAdmin);

describe("a work's download", () => {
  it("is served on the download function's own address, whole or by range, and counted once when its bytes flow", async () => {
    const galleryId = await sharedGallery(client, { size: "full", whole: false });
    const { full } = await seedReadyWork(galleryId, "w1", "ceremony", 0, "IMG_0042.CR3.jpg", { bytes: 5000 });
    const ready = await ask(client, galleryId, { kind: "work", workId: "w1" });
    expect(ready.kind).toBe("file");
    expect(ready.parts).toEqual([
      { url: expect.any(String), fileName: "IMG_0042.CR3.jpg", bytes: 5000, files: 1 },
    ]);
    const { url } = ready.parts[0]!;
    // Not the site's Hosting (which ends a request at 60 s), nor its old rewrite's path.
    expect(url).toMatch(new RegExp(`^${DOWNLOAD_BASE}/[A-Za-z0-9_-]{32}/1$`));
    expect(url).not.toContain("/api/");

    // Asking, and a HEAD, count nothing.
    const head = await get(url, {}, "HEAD");
    expect(head.response.status).toBe(200);
    expect(head.response.headers.get("content-length")).toBe("5000");
    expect(await downloadsCounted(galleryId)).toBeUndefined();

    const whole = await get(url);
    expect(whole.response.status).toBe(200);
    expect(whole.bytes.equals(full)).toBe(true);
    const headers = whole.response.headers;
    expect(headers.get("content-length")).toBe("5000");
    expect(headers.get("accept-ranges")).toBe("bytes");
    expect(headers.get("content-disposition")).toContain('filename="IMG_0042.CR3.jpg"');
    expect(headers.get("cache-control")).toBe("private, no-store");
    expect(headers.get("x-robots-tag")).toBe("noindex");
    const etag = headers.get("etag")!;
    expect(etag).toMatch(/^"/);
    await eventually(async () =>
      expect(await downloadsCounted(galleryId)).toEqual({ works: 1, perWork: { w1: 1 } }),
    );

    // A resume: the rest, from where it stopped, the same bytes; still one download.
    const rest = await get(url, { Range: "bytes=1200-", "If-Range": etag });
    expect(rest.response.status).toBe(206);
    expect(rest.response.headers.get("content-range")).toBe("bytes 1200-4999/5000");
    expect(rest.bytes.equals(full.subarray(1200))).toBe(true);
    // A validator that is not this download's: the whole file again, never a wrong splice.
    const other = await get(url, { Range: "bytes=1200-", "If-Range": '"another"' });
    expect(other.response.status).toBe(200);
    expect(other.bytes.length).toBe(5000);
    expect((await get(url, { Range: "bytes=6000-" })).response.status).toBe(416);
    expect(await downloadsCounted(galleryId)).toEqual({ works: 1, perWork: { w1: 1 } });
  });

  it("serves the largest display copy when the gallery offers web size", async () => {
    const galleryId = await sharedGallery(client, { size: "web", whole: true });
    const { display } = await seedReadyWork(galleryId, "w1", "ceremony", 0, "dawn.jpg");
    const ready = await ask(client, galleryId, { kind: "work", workId: "w1" });
    const served = await get(ready.parts[0]!.url);
    expect(served.bytes.equals(display)).toBe(true);
    expect(served.response.headers.get("content-disposition")).toContain('filename="dawn.webp"');
  });

  it("is refused by the callable when downloads are off, for a ZIP when whole is off, and without a live grant", async () => {
    const refusal = async (caller: Caller, galleryId: string, target: Target) =>
      (await call(CLIENT_CALLABLES.requestClientDownload, { galleryId, target }, caller)).error;
    const off = await sharedGallery(client, { size: "none", whole: true });
    await seedReadyWork(off, "w1", "ceremony", 0, "dawn.jpg");
    expect(await refusal(client, off, { kind: "work", workId: "w1" })).toMatchObject({
      status: "FAILED_PRECONDITION",
      details: { reason: "downloads-off" },
    });
    const single = await sharedGallery(client, { size: "full", whole: false });
    for (const target of [{ kind: "set", setId: "ceremony" }, { kind: "all" }] as const)
      expect((await refusal(client, single, target))?.details?.reason).toBe("whole-off");
    expect((await refusal(client, single, { kind: "work", workId: "missing" }))?.details?.reason).toBe(
      "work-not-found",
    );
    expect((await refusal(stranger, single, { kind: "all" }))?.details?.reason).toBe("no-access");
    const empty = await sharedGallery(client);
    expect((await refusal(client, empty, { kind: "all" }))?.details?.reason).toBe("nothing-to-download");
    const expired = newGalleryId();
    await seedGallery(expired, { expiresAt: new Date(Date.now() - 60_000) });
    await grant(expired, client.uid);
    expect((await refusal(client, expired, { kind: "all" }))?.details?.reason).toBe("no-access");
    const tickets = await db()
      .collection(CLIENT_COLLECTIONS.downloadTickets)
      .where("galleryId", "in", [off, single, empty, expired])
      .get();
    expect(tickets.size).toBe(0);
  });

  it("stops answering when it expires, when access ends and when the download settings change", async () => {
    const galleryId = await sharedGallery(client, { size: "full", whole: true });
    await seedReadyWork(galleryId, "w1", "ceremony", 0, "dawn.jpg");
    const { url } = (await ask(client, galleryId, { kind: "work", workId: "w1" })).parts[0]!;
    const refusedAs = async (target: string, method = "GET") => {
      const { response, bytes } = await get(target, {}, method);
      return {
        status: response.status,
        reason: response.headers.get(DOWNLOAD_REFUSAL_HEADER),
        page: bytes.toString(),
      };
    };
    await db()
      .collection(CLIENT_COLLECTIONS.galleries)
      .doc(galleryId)
      .update({ downloads: { size: "web", whole: true } });
    expect(await refusedAs(url, "HEAD")).toMatchObject({ status: 409, reason: "settings-changed" });
    await db()
      .collection(CLIENT_COLLECTIONS.galleries)
      .doc(galleryId)
      .update({ downloads: { size: "full", whole: true } });
    expect((await get(url, {}, "HEAD")).response.status).toBe(200);

    await db()
      .collection(CLIENT_COLLECTIONS.galleries)
      .doc(galleryId)
      .collection(CLIENT_COLLECTIONS.grants)
      .doc(client.uid)
      .delete();
    const revoked = await refusedAs(url);
    expect(revoked).toMatchObject({ status: 403, reason: "no-access" });
    // A browser that navigated here reads why, and finds its way back.
    expect(revoked.page).toContain(CLIENT_DOWNLOAD_REFUSALS["no-access"]);
    expect(revoked.page).toContain(`/client/${galleryId}`);

    await grant(galleryId, client.uid);
    const ticket = url.split("/").at(-2)!;
    await db()
      .collection(CLIENT_COLLECTIONS.downloadTickets)
      .doc(ticket)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect(await refusedAs(url)).toMatchObject({ status: 410, reason: "link-expired" });
    expect(await refusedAs(`${DOWNLOAD_BASE}/unknownTicketUnknownTicket000001/1`)).toMatchObject({
      status: 404,
      reason: "link-unknown",
    });
    expect(await downloadsCounted(galleryId)).toBeUndefined();
  });
});

describe("a ZIP download", () => {
  it("streams a set's works in order, names made unique, counted once for all its requests", async () => {
    const galleryId = await sharedGallery(client);
    const a = await seedReadyWork(galleryId, "a", "ceremony", 2, "kiss.jpg");
    const b = await seedReadyWork(galleryId, "b", "ceremony", 1, "KISS.JPG");
    await seedReadyWork(galleryId, "c", "party", 0, "cake.jpg");
    // Still being prepared: no media, so not in the ZIP.
    await db()
      .collection(CLIENT_COLLECTIONS.galleries)
      .doc(galleryId)
      .collection(CLIENT_COLLECTIONS.works)
      .doc("d")
      .set({ setId: "ceremony", order: 3, fileName: "late.jpg", createdAt: new Date() });
    const ready = await ask(client, galleryId, { kind: "set", setId: "ceremony" });
    expect(ready.kind).toBe("zip");
    expect(ready.parts).toHaveLength(1);
    const part = ready.parts[0]!;
    expect(part).toMatchObject({ fileName: "Anna & Tom - Ceremony.zip", files: 2 });
    const zip = await get(part.url);
    expect(zip.response.status).toBe(200);
    expect(zip.response.headers.get("content-type")).toBe("application/zip");
    expect(zip.response.headers.get("content-length")).toBe(String(part.bytes));
    expect(zip.bytes.length).toBe(part.bytes);
    const entries = await unzip(zip.bytes);
    expect(entries.map((entry) => entry.name)).toEqual(["KISS.jpg", "kiss (2).jpg"]);
    expect(entries[0]!.data.equals(b.full)).toBe(true);
    expect(entries[1]!.data.equals(a.full)).toBe(true);
    // Again, and a range of it: the same bytes, and still one ZIP downloaded.
    expect((await get(part.url)).bytes.equals(zip.bytes)).toBe(true);
    const tail = await get(part.url, { Range: `bytes=${part.bytes - 100}-` });
    expect(tail.bytes.equals(zip.bytes.subarray(part.bytes - 100))).toBe(true);
    await eventually(async () => expect(await downloadsCounted(galleryId)).toEqual({ zips: 1 }));
  });

  it("takes a 1,500-work gallery whole, every work once in order, a folder per set; the owner's is never counted", async () => {
    const galleryId = await sharedGallery(null, { size: "none", whole: false });
    const count = 1500;
    // Seeded in bulk without the triggers. The listing, the parts and the layout are what is
    // tested, so 30 stored files stand for 1,500 (each shared by 50 works): thousands of
    // uploads would each wake the media pipeline and swamp the Storage emulator.
    const files = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        seedReadyWork(galleryId, `f${index}`, "hidden", index, `f${index}.jpg`),
      ),
    );
    await withBackgroundTriggersDisabled(async () => {
      const works = db()
        .collection(CLIENT_COLLECTIONS.galleries)
        .doc(galleryId)
        .collection(CLIENT_COLLECTIONS.works);
      const shared = await Promise.all(files.map((_, index) => works.doc(`f${index}`).get()));
      const writer = db().bulkWriter();
      for (let order = 0; order < count; order += 1)
        void writer.set(works.doc(`w${order}`), {
          ...shared[order % 30]!.data(),
          setId: order % 2 ? "party" : "ceremony",
          order,
          fileName: `IMG_${order}.jpg`,
        });
      await writer.close();
    });
    const ready = await ask(owner, galleryId, { kind: "all" });
    expect(ready.parts).toHaveLength(1);
    const entries = await unzip((await get(ready.parts[0]!.url)).bytes);
    const expected = [
      ...Array.from({ length: count / 2 }, (_, index) => `Ceremony/IMG_${index * 2}.jpg`),
      ...Array.from({ length: count / 2 }, (_, index) => `Party/IMG_${index * 2 + 1}.jpg`),
    ];
    expect(entries.map((entry) => entry.name)).toEqual(expected);
    expect(entries[1499]!.data.equals(files[1499 % 30]!.full)).toBe(true);
    expect(await downloadsCounted(galleryId)).toBeUndefined();

    // The same gallery planned in parts (a small limit stands in for 4 GB): each part a ZIP of
    // its own, together every work once, in order, each part exactly as long as it says.
    const parted = await requestClientDownload(
      db(),
      { uid: owner.uid, owner: true },
      { galleryId, target: { kind: "all" } },
      { baseUrl: DOWNLOAD_BASE, partMaxBytes: 60_000 },
    );
    expect(parted.ready).toBe(true);
    const parts = (parted as Ready).parts;
    expect(parts.length).toBeGreaterThan(2);
    expect(parts[0]!.fileName).toBe(`Anna & Tom - part 1 of ${parts.length}.zip`);
    const names: string[] = [];
    for (const part of parts) {
      expect(part.bytes).toBeLessThanOrEqual(60_000);
      const { response, bytes } = await get(part.url);
      expect(response.headers.get("content-length")).toBe(String(part.bytes));
      const partEntries = await unzip(bytes);
      expect(partEntries).toHaveLength(part.files);
      names.push(...partEntries.map((entry) => entry.name));
    }
    expect(names).toEqual(expected);
  });

  it("fills in the CRC-32 of files written before the pipeline kept it, once, and says how far it got", async () => {
    const galleryId = await sharedGallery(client);
    const works = await Promise.all(
      ["a", "b", "c"].map((id, order) =>
        seedReadyWork(galleryId, id, "ceremony", order, `${id}.jpg`, { checksums: false }),
      ),
    );
    const request = { galleryId, target: { kind: "all" } } as const;
    const requester = { uid: client.uid, owner: false };
    // No time to check any: the answer says how many are checked, and nothing is issued.
    expect(
      await requestClientDownload(db(), requester, request, { baseUrl: DOWNLOAD_BASE, checksumBudgetMs: -1 }),
    ).toEqual({
      ready: false,
      checked: 0,
      total: 3,
    });
    const ready = await ask(client, galleryId, { kind: "all" });
    const entries = await unzip((await get(ready.parts[0]!.url)).bytes);
    expect(entries.map((entry) => entry.data.toString())).toEqual(works.map((work) => work.full.toString()));
    // Kept on each file, so the next download reads none of them again.
    const [file] = await testAdmin().bucket.file(`clients/${galleryId}/a/u1/download.jpg`).getMetadata();
    expect(file.metadata?.crc32).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe("stream limits", () => {
  const leases = (id: string) => db().collection(CLIENT_COLLECTIONS.downloadLeases).doc(id);
  const held = (count: number) =>
    Object.fromEntries(Array.from({ length: count }, (_, index) => [`other${index}`, Date.now() + 60_000]));

  it("refuse a device a ZIP part beyond its limit, in the callable, the page's probe and the address alike", async () => {
    const device = await anonymousDevice();
    const galleryId = await sharedGallery(device);
    await seedReadyWork(galleryId, "a", "ceremony", 0, "a.jpg");
    const { url } = (await ask(device, galleryId, { kind: "all" })).parts[0]!;
    await leases(`device-${device.uid}`).set({ streams: held(CLIENT_DOWNLOAD_LIMITS.streamsPerDevice) });

    const asked = await call(
      CLIENT_CALLABLES.requestClientDownload,
      { galleryId, target: { kind: "all" } },
      device,
    );
    expect(asked.error).toMatchObject({
      status: "RESOURCE_EXHAUSTED",
      details: { reason: "too-many-downloads" },
    });
    const probe = await get(url, {}, "HEAD");
    expect(probe.response.status).toBe(429);
    expect(probe.response.headers.get(DOWNLOAD_REFUSAL_HEADER)).toBe("too-many-downloads");
    // The probe is a cross-origin fetch from the site: it must be allowed to read the reason.
    expect(probe.response.headers.get("access-control-allow-origin")).toBe("*");
    expect(probe.response.headers.get("access-control-expose-headers")).toContain(DOWNLOAD_REFUSAL_HEADER);
    const refused = await get(url);
    expect(refused.response.status).toBe(429);
    // A page that says why, never an attachment the browser would save as the ZIP.
    expect(refused.response.headers.get("content-disposition")).toBeNull();
    expect(refused.response.headers.get("content-type")).toContain("text/html");
    expect(await downloadsCounted(galleryId)).toBeUndefined();

    // Leases lapse on their own (an instance that died mid-stream blocks nobody for long).
    await leases(`device-${device.uid}`).set({ streams: { gone: Date.now() - 1 } });
    expect((await get(url)).response.status).toBe(200);
  });

  it("refuse a gallery more streams than its limit, across devices; the owner is never held back", async () => {
    const device = await anonymousDevice();
    const galleryId = await sharedGallery(device);
    await seedReadyWork(galleryId, "a", "ceremony", 0, "a.jpg");
    await leases(`gallery-${galleryId}`).set({ streams: held(CLIENT_DOWNLOAD_LIMITS.streamsPerGallery) });
    const asked = await call(
      CLIENT_CALLABLES.requestClientDownload,
      { galleryId, target: { kind: "all" } },
      device,
    );
    expect(asked.error?.details?.reason).toBe("gallery-busy");
    const ready = await ask(owner, galleryId, { kind: "all" });
    expect((await get(ready.parts[0]!.url)).response.status).toBe(200);
  });

  it("hold a lease while a part streams, and give it back when the part ends", async () => {
    const device = await anonymousDevice();
    const galleryId = await sharedGallery(device);
    // Big enough that the part streams for a while.
    await Promise.all(
      ["a", "b"].map((id, order) =>
        seedReadyWork(galleryId, id, "ceremony", order, `${id}.jpg`, { bytes: 5_000_000 }),
      ),
    );
    // Watched from before the request: how fast the part's bytes reach this reader is up to the
    // Functions emulator's proxy (a fast machine may have sent the whole part, and given the lease
    // back, before the first read here), so "held while it streams" is every state the lease
    // documents went through, not one read at an instant.
    const held = { device: 0, gallery: 0 };
    const now = { device: -1, gallery: -1 };
    const watch = (id: string, key: keyof typeof held) =>
      new Promise<() => void>((resolve, reject) => {
        const stop = leases(id).onSnapshot((snapshot) => {
          const count = Object.keys((snapshot.get("streams") as object | undefined) ?? {}).length;
          held[key] = Math.max(held[key], count);
          now[key] = count;
          resolve(stop);
        }, reject);
      });
    const stops = await Promise.all([
      watch(`device-${device.uid}`, "device"),
      watch(`gallery-${galleryId}`, "gallery"),
    ]);
    try {
      expect(now).toEqual({ device: 0, gallery: 0 });
      const { url, bytes } = (await ask(device, galleryId, { kind: "all" })).parts[0]!;
      const response = await fetch(url);
      const reader = response.body!.getReader();
      let read = 0;
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        read += chunk.value.length;
      expect(read).toBe(bytes);
      // Bytes flowed: counted, once; one lease on the device and one on the gallery while it streamed.
      await eventually(async () => expect(await downloadsCounted(galleryId)).toEqual({ zips: 1 }));
      expect(held).toEqual({ device: 1, gallery: 1 });
      // And given back when it ended.
      await eventually(async () => expect(now).toEqual({ device: 0, gallery: 0 }));
    } finally {
      for (const stop of stops) stop();
    }
  });
});

describe("a path that ends each request at a time limit, as Hosting does at 60 s", () => {
  it("truncates a download of unknown length, unseen; an exact length with ranges resumes to the whole ZIP", async () => {
    const galleryId = await sharedGallery(client);
    const works = await Promise.all(
      Array.from({ length: 6 }, (_, order) =>
        seedReadyWork(galleryId, `w${order}`, "ceremony", order, `IMG_${order}.jpg`, { bytes: 100_000 }),
      ),
    );
    // One second standing for 60, at a speed that needs about three.
    const limits = { target: FUNCTIONS, limitMs: 1000, bytesPerSecond: 200_000 };

    // The old design: a ZIP streamed as it was made, status 200 first and no length. Cut at the
    // limit it ends cleanly and looks complete, but the archive is broken.
    const unknown = await startCuttingProxy({ ...limits, unknownLength: true });
    try {
      const { url } = (await ask(client, galleryId, { kind: "all" })).parts[0]!;
      const cut = await fetchResuming(unknown.url(url));
      expect(cut.promised).toBeNull();
      expect(cut.requests).toBe(1);
      expect(cut.bytes.length).toBeGreaterThan(0);
      await expect(unzip(cut.bytes)).rejects.toThrow();
    } finally {
      await unknown.close();
    }

    // This design through the same cutting path: each cut is short of Content-Length, and the
    // client resumes with a range until it has every byte.
    const proxy = await startCuttingProxy(limits);
    try {
      const ready = await ask(client, galleryId, { kind: "all" });
      const got = await fetchResuming(proxy.url(ready.parts[0]!.url));
      expect(got.promised).toBe(ready.parts[0]!.bytes);
      expect(got.requests).toBeGreaterThan(1);
      const entries = await unzip(got.bytes);
      expect(
        entries.map((entry) => entry.data.equals(works[Number(entry.name.match(/\d+/)![0])]!.full)),
      ).toEqual(Array.from({ length: 6 }, () => true));
    } finally {
      await proxy.close();
    }
  });
});
