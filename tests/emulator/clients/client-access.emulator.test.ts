// The client galleries' callables and triggers on the emulators: who opens a gallery, what is
// granted and counted, passwords and their limits, the owner's emails and the activity counts.
import {
  CLIENT_ACCESS_MESSAGES,
  CLIENT_ACTIVITY_DOC,
  CLIENT_CALLABLES,
  CLIENT_COLLECTIONS,
  CLIENT_LIMITS,
  type OpenClientGalleryResponse,
} from "@folio/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";
import { anonymousDevice, call, galleryId, ownerCaller, seedGallery, type Caller } from "./support";

const db = () => testAdmin().firestore;
const gallery = (id: string) => db().collection(CLIENT_COLLECTIONS.galleries).doc(id);
const summaryOf = async (id: string) =>
  (await gallery(id).collection(CLIENT_COLLECTIONS.activity).doc(CLIENT_ACTIVITY_DOC).get()).data();
const grantOf = async (id: string, uid: string) =>
  gallery(id).collection(CLIENT_COLLECTIONS.grants).doc(uid).get();
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148";

const open = async (id: string, caller: Caller | null, password?: string, userAgent?: string) => {
  const answer = await call<OpenClientGalleryResponse>(
    CLIENT_CALLABLES.openClientGallery,
    { galleryId: id, ...(password === undefined ? {} : { password }) },
    caller,
    userAgent,
  );
  if (!answer.result) throw new Error(`openClientGallery failed: ${JSON.stringify(answer.error)}`);
  return answer.result;
};
const setPassword = (id: string, caller: Caller, password: string | null) =>
  call(CLIENT_CALLABLES.setClientGalleryPassword, { galleryId: id, password }, caller);

let owner: Caller;
beforeAll(async () => {
  owner = await ownerCaller();
});
beforeEach(clearFirestore);
afterAll(closeTestAdmin);

describe("openClientGallery", () => {
  it("refuses a caller who is not signed in, and bad input", async () => {
    const id = galleryId();
    await seedGallery(id);
    const unsigned = await call(CLIENT_CALLABLES.openClientGallery, { galleryId: id }, null);
    expect(unsigned.error).toMatchObject({
      status: "UNAUTHENTICATED",
      details: { reason: "sign-in-required" },
    });
    const device = await anonymousDevice();
    const bad = await call(CLIENT_CALLABLES.openClientGallery, { galleryId: "../x" }, device);
    expect(bad.error).toMatchObject({ status: "INVALID_ARGUMENT", details: { reason: "invalid-input" } });
  });

  it("answers not-found for a gallery that does not exist", async () => {
    expect(await open(galleryId(), await anonymousDevice())).toEqual({
      ok: false,
      reason: "not-found",
      message: CLIENT_ACCESS_MESSAGES["not-found"],
    });
  });

  it("lets a device into a gallery without a password: the view, a grant, one open counted", async () => {
    const id = galleryId();
    await seedGallery(id, {}, { workCount: 3 });
    await db().doc("settings/site").set({ siteName: "Ada Studio" });
    const device = await anonymousDevice();
    const answer = await open(id, device, undefined, PHONE);
    expect(answer).toEqual({
      ok: true,
      gallery: {
        id,
        name: "Wedding",
        clientName: "Anna & Tom",
        message: "Here are your photos!",
        coverWorkId: null,
        expiresAt: null,
        downloads: { size: "web", whole: true },
        favourites: { enabled: true, max: null },
        sets: [
          { id: "ceremony", name: "Ceremony" },
          { id: "party", name: "Party" },
        ],
        workCount: 3,
        ownerName: "Ada Studio",
      },
    });
    expect(JSON.stringify(answer)).not.toContain("anna@example.com");
    expect((await grantOf(id, device.uid)).data()).toMatchObject({ device: "phone" });
    expect(await summaryOf(id)).toMatchObject({ opens: 1, devices: 1, byDevice: { phone: 1 } });

    // The same device again: one more open, not one more device.
    await open(id, device);
    const summary = await summaryOf(id);
    expect(summary).toMatchObject({ opens: 2, devices: 1, byDevice: { phone: 1, desktop: 1 } });
    expect(summary?.recentOpens.map((entry: { device: string }) => entry.device)).toEqual([
      "desktop",
      "phone",
    ]);
    expect(summary?.firstOpenedAt.toMillis()).toBeLessThanOrEqual(summary?.lastOpenedAt.toMillis());
  });

  it("shows the owner the gallery without a grant and counts nothing", async () => {
    const id = galleryId();
    await seedGallery(id);
    await setPassword(id, owner, "secret-word");
    const answer = await open(id, owner);
    expect(answer.ok).toBe(true);
    expect((await grantOf(id, owner.uid)).exists).toBe(false);
    expect(await summaryOf(id)).toBeUndefined();
  });

  it("answers an expired gallery with its name and the photographer's, even to a granted device", async () => {
    const id = galleryId();
    await seedGallery(id);
    const device = await anonymousDevice();
    expect((await open(id, device)).ok).toBe(true);
    await gallery(id).update({ expiresAt: new Date(Date.now() - 1000) });
    expect(await open(id, device)).toEqual({
      ok: false,
      reason: "expired",
      message: CLIENT_ACCESS_MESSAGES.expired,
      name: "Wedding",
      ownerName: "your photographer",
    });
    expect(await summaryOf(id)).toMatchObject({ opens: 1 });
  });

  it("asks for the password, refuses a wrong one, and lets the right one in", async () => {
    const id = galleryId();
    await seedGallery(id);
    expect((await setPassword(id, owner, "blue-harbour")).error).toBeUndefined();
    expect((await gallery(id).get()).get("hasPassword")).toBe(true);
    const device = await anonymousDevice();
    expect(await open(id, device)).toMatchObject({ ok: false, reason: "password-required" });
    expect(await open(id, device, "red-harbour")).toMatchObject({
      ok: false,
      reason: "wrong-password",
      message: CLIENT_ACCESS_MESSAGES["wrong-password"],
    });
    expect((await grantOf(id, device.uid)).exists).toBe(false);
    expect(await summaryOf(id)).toBeUndefined();
    expect((await open(id, device, "blue-harbour")).ok).toBe(true);
    expect((await grantOf(id, device.uid)).exists).toBe(true);
    // Granted: no password needed again on this device.
    expect((await open(id, device)).ok).toBe(true);
    expect(await summaryOf(id)).toMatchObject({ opens: 2, devices: 1 });
    const secrets = await db().collection(CLIENT_COLLECTIONS.secrets).doc(id).get();
    expect(JSON.stringify(secrets.data())).not.toContain("blue-harbour");
  });

  it("pauses a device after too many wrong passwords, even with the right one", async () => {
    const id = galleryId();
    await seedGallery(id);
    await setPassword(id, owner, "blue-harbour");
    const device = await anonymousDevice();
    for (let attempt = 0; attempt < CLIENT_LIMITS.attemptsPerDevice; attempt += 1)
      expect(await open(id, device, `guess-${attempt}`)).toMatchObject({ reason: "wrong-password" });
    const before = Date.now();
    const paused = await open(id, device, "blue-harbour");
    expect(paused).toMatchObject({ ok: false, reason: "too-many-attempts" });
    const retryAt = paused.ok ? 0 : (paused.retryAt ?? 0);
    expect(retryAt).toBeGreaterThan(before);
    expect(retryAt).toBeLessThanOrEqual(before + CLIENT_LIMITS.attemptWindowMs);
    // Another device is not paused by this one's guesses.
    expect((await open(id, await anonymousDevice(), "blue-harbour")).ok).toBe(true);
  });

  it("revokes every device's access when the password changes", async () => {
    const id = galleryId();
    await seedGallery(id);
    const devices = await Promise.all([anonymousDevice(), anonymousDevice()]);
    for (const device of devices) expect((await open(id, device)).ok).toBe(true);
    expect((await gallery(id).collection(CLIENT_COLLECTIONS.grants).get()).size).toBe(2);
    await setPassword(id, owner, "new-secret");
    expect((await gallery(id).collection(CLIENT_COLLECTIONS.grants).get()).size).toBe(0);
    expect(await open(id, devices[0]!)).toMatchObject({ reason: "password-required" });
    await setPassword(id, owner, null);
    expect((await gallery(id).get()).get("hasPassword")).toBe(false);
    expect((await open(id, devices[0]!)).ok).toBe(true);
  });

  it("lets only the owner set a password", async () => {
    const id = galleryId();
    await seedGallery(id);
    const answer = await setPassword(id, await anonymousDevice(), "mine-now");
    expect(answer.error).toMatchObject({ status: "PERMISSION_DENIED", details: { reason: "not-owner" } });
    expect((await setPassword(galleryId(), owner, "abcd")).error).toMatchObject({
      status: "NOT_FOUND",
      details: { reason: "client-gallery-not-found" },
    });
  });
});
