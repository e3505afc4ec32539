// Shared by the client gallery emulator tests: callers with real Auth emulator tokens, and a
// gallery seeded as the studio and the server would leave it.
import { crc32 } from "node:zlib";
import {
  CLIENT_COLLECTIONS,
  defaultClientGallerySettings,
  storageObjectUrl,
  type ClientGallerySettings,
} from "@folio/domain";
import { FieldValue, Timestamp } from "firebase-admin/firestore";
import { TEST_BUCKET, testAdmin } from "../../support/admin";

const PROJECT = process.env.GCLOUD_PROJECT ?? "demo-folio";
const authUrl = (method: string) =>
  `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`;

/** A signed-in caller: its uid and ID token. */
export interface Caller {
  uid: string;
  token: string;
}

async function signIn(method: string, body: Record<string, unknown>): Promise<Caller> {
  const response = await fetch(authUrl(method), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  const answer = (await response.json()) as { idToken?: string; localId?: string };
  if (!answer.idToken || !answer.localId) throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
  return { uid: answer.localId, token: answer.idToken };
}

/** A new anonymous device, as the client's page signs in. */
export function anonymousDevice(): Promise<Caller> {
  return signIn("signUp", {});
}

/** `count` new anonymous devices, made `batch` at a time through the Auth emulator. */
export async function anonymousDevices(count: number, batch = 25): Promise<Caller[]> {
  const devices: Caller[] = [];
  while (devices.length < count)
    devices.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(batch, count - devices.length) }, anonymousDevice),
      )),
    );
  return devices;
}

/** The site owner (the `admin` claim), signed in with a password. */
export async function ownerCaller(): Promise<Caller> {
  const { auth } = testAdmin();
  const email = "owner@clients.test";
  const password = "clients-tests-2026";
  const user = await auth
    .getUserByEmail(email)
    .then((found) => auth.updateUser(found.uid, { password }))
    .catch(() => auth.createUser({ email, password }));
  await auth.setCustomUserClaims(user.uid, { admin: true });
  return signIn("signInWithPassword", { email, password });
}

/** What a callable answered: its result, or its error's status and details. */
export interface CallAnswer<Result> {
  status: number;
  result?: Result;
  error?: { status: string; message: string; details?: { reason?: string } };
}

/**
 * Calls a callable on the Functions emulator as the web SDK does, with a chosen User-Agent and,
 * to stand for callers on other networks, an `X-Forwarded-For`: the emulator passes it through
 * as sent, where production's front end appends the address it saw (client-address.ts reads
 * the last entry, so a caller's own header changes nothing there).
 */
export async function call<Result>(
  name: string,
  data: unknown,
  caller: Caller | null,
  userAgent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0",
  forwardedFor?: string,
): Promise<CallAnswer<Result>> {
  const response = await fetch(
    `http://127.0.0.1:${process.env.FOLIO_FUNCTIONS_PORT}/${PROJECT}/us-central1/${name}`,
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": userAgent,
        ...(caller ? { Authorization: `Bearer ${caller.token}` } : {}),
        ...(forwardedFor ? { "X-Forwarded-For": forwardedFor } : {}),
      },
      body: JSON.stringify({ data }),
    },
  );
  const body = (await response.json()) as { result?: Result; error?: CallAnswer<Result>["error"] };
  return { status: response.status, ...body };
}

/** A random 20-character gallery id, as Firestore's own ids are. */
export function galleryId(): string {
  return testAdmin().firestore.collection(CLIENT_COLLECTIONS.galleries).doc().id;
}

/** A gallery's settings as the studio writes them, with `patch` over the defaults. */
export function gallerySettings(patch: Partial<ClientGallerySettings> = {}): ClientGallerySettings {
  return {
    ...defaultClientGallerySettings("Wedding", "Anna & Tom"),
    client: { name: "Anna & Tom", email: "anna@example.com" },
    message: "Here are your photos!",
    sets: [
      { id: "ceremony", name: "Ceremony" },
      { id: "party", name: "Party" },
    ],
    ...patch,
  };
}

/** Seeds a gallery document (Admin SDK) with server times; `extra` adds server-owned fields. */
export async function seedGallery(
  id: string,
  patch: Partial<ClientGallerySettings> = {},
  extra: Record<string, unknown> = {},
): Promise<void> {
  const settings = gallerySettings(patch);
  await testAdmin()
    .firestore.collection(CLIENT_COLLECTIONS.galleries)
    .doc(id)
    .set({
      ...settings,
      expiresAt: settings.expiresAt ? Timestamp.fromDate(settings.expiresAt) : null,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      ...extra,
    });
}

/** Seeds works of a gallery: `fileNames` in order, in the first set. */
export async function seedWorks(
  id: string,
  works: Record<string, string>,
  setId = "ceremony",
): Promise<void> {
  const gallery = testAdmin().firestore.collection(CLIENT_COLLECTIONS.galleries).doc(id);
  let order = 0;
  for (const [workId, fileName] of Object.entries(works))
    await gallery
      .collection(CLIENT_COLLECTIONS.works)
      .doc(workId)
      .set({ setId, order: order++, fileName, createdAt: FieldValue.serverTimestamp() });
}

/** A value as Firestore's REST API writes it (strings, numbers and lists of strings are enough here). */
function restValue(value: unknown): Record<string, unknown> {
  if (typeof value === "string") return { stringValue: value };
  if (typeof value === "number")
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  throw new Error(`no REST value for ${JSON.stringify(value)}`);
}

/**
 * Creates a document as a signed-in device would, through the Firestore emulator's REST API
 * with the device's ID token, so the rules decide (the Admin SDK would pass them by).
 * `serverTime` names fields set to the request's time; `replace` writes over an existing
 * document instead of creating one. Answers the HTTP status: 200, or 403 when refused.
 */
export async function writeAsDevice(
  caller: Caller,
  path: string,
  fields: Record<string, unknown>,
  serverTime: readonly string[],
  replace = false,
): Promise<number> {
  const database = `projects/${PROJECT}/databases/(default)`;
  const response = await fetch(
    `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/${database}/documents:commit`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${caller.token}` },
      body: JSON.stringify({
        writes: [
          {
            update: {
              name: `${database}/documents/${path}`,
              fields: Object.fromEntries(
                Object.entries(fields).map(([key, value]) => [key, restValue(value)]),
              ),
            },
            updateTransforms: serverTime.map((fieldPath) => ({
              fieldPath,
              setToServerValue: "REQUEST_TIME",
            })),
            ...(replace ? {} : { currentDocument: { exists: false } }),
          },
        ],
      }),
    },
  );
  await response.text();
  return response.status;
}

/** A work's stored files, as the pipeline leaves them. */
export interface ReadyFiles {
  display: Buffer;
  full: Buffer;
}

/**
 * A seed's upload reuses a kept-alive connection that the Storage emulator may have just closed
 * (ECONNRESET, EPIPE, "socket hang up": more often on a loaded machine). Nothing was stored, so
 * the upload is tried again, up to three times, on that alone.
 */
async function droppedConnectionRetried<T>(upload: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await upload();
    } catch (error) {
      const dropped = /ECONNRESET|EPIPE|socket hang up/.test(String((error as Error)?.message ?? error));
      if (!dropped || attempt === 3) throw error;
    }
  }
}

/**
 * A work whose files are ready, written as the pipeline leaves them (no pipeline run): a display
 * WebP and a download JPEG (of `bytes` when given), each with distinct bytes, each carrying its
 * CRC-32 as the pipeline writes it unless `checksums` is false (a file from before it did).
 */
export async function seedReadyWork(
  galleryId: string,
  workId: string,
  setId: string,
  order: number,
  fileName: string,
  { bytes, checksums = true }: { bytes?: number; checksums?: boolean } = {},
): Promise<ReadyFiles> {
  const { firestore, bucket } = testAdmin();
  const folder = `clients/${galleryId}/${workId}/u1`;
  const display = Buffer.from(`webp of ${workId}`);
  const full =
    bytes === undefined ? Buffer.from(`jpeg of ${workId}`) : Buffer.alloc(bytes, `jpeg of ${workId} `);
  const save = (name: string, data: Buffer, contentType: string, role: string) =>
    droppedConnectionRetried(() =>
      bucket.file(`${folder}/${name}`).save(data, {
        contentType,
        resumable: false,
        metadata: {
          metadata: { role, ...(checksums ? { crc32: crc32(data).toString(16).padStart(8, "0") } : {}) },
        },
      }),
    );
  await Promise.all([
    save("w480.webp", display, "image/webp", "display"),
    save("download.jpg", full, "image/jpeg", "download"),
  ]);
  const url = (name: string) =>
    storageObjectUrl(
      TEST_BUCKET,
      `${folder}/${name}`,
      `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}`,
    );
  await firestore
    .collection(CLIENT_COLLECTIONS.galleries)
    .doc(galleryId)
    .collection(CLIENT_COLLECTIONS.works)
    .doc(workId)
    .set({
      setId,
      order,
      fileName,
      createdAt: FieldValue.serverTimestamp(),
      type: "image",
      media: {
        url: url("w480.webp"),
        storagePath: `${folder}/w480.webp`,
        sizes: [{ url: url("w480.webp"), width: 480, height: 320 }],
        posterUrl: null,
        contentType: "image/webp",
        download: { url: url("download.jpg"), contentType: "image/jpeg" },
      },
      width: 3000,
      height: 2000,
    });
  return { display, full };
}
