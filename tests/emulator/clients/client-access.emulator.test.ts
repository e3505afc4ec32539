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
import { FieldValue } from "firebase-admin/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { selectionMessageId } from "../../../functions/src/clients/client-emails";
import { emailClientGallery } from "../../../functions/src/clients/email-gallery";
import { countFavourites } from "../../../functions/src/clients/favourites-changed";
import { handleSelectionSent } from "../../../functions/src/clients/selection-sent";
import type { OutgoingMail } from "../../../functions/src/mail/mailer";
import { siteOrigin } from "../../../functions/src/ssr/config";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";
import { caughtEmails, clearEmails, emailsWithMessageId } from "../../support/maildev";
import {
  anonymousDevice,
  call,
  galleryId,
  ownerCaller,
  seedGallery,
  seedWorks,
  type Caller,
} from "./support";

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
beforeEach(async () => {
  await clearFirestore();
  await clearEmails();
});
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

  it("lets no burst of concurrent guesses past the device's limit", async () => {
    const id = galleryId();
    await seedGallery(id);
    await setPassword(id, owner, "blue-harbour");
    const device = await anonymousDevice();
    const answers = await Promise.all(
      Array.from({ length: CLIENT_LIMITS.attemptsPerDevice + 2 }, (_, guess) =>
        open(id, device, `guess-${guess}`),
      ),
    );
    const reasons = answers.map((answer) => (answer.ok ? "ok" : answer.reason));
    expect(reasons.filter((reason) => reason === "wrong-password")).toHaveLength(
      CLIENT_LIMITS.attemptsPerDevice,
    );
    expect(reasons.filter((reason) => reason === "too-many-attempts")).toHaveLength(2);
  });

  it("pauses every new device once the gallery has had its limit of failures, and keeps the log bounded", async () => {
    const id = galleryId();
    await seedGallery(id);
    const granted = await anonymousDevice();
    expect((await open(id, granted)).ok).toBe(true);
    await setPassword(id, owner, "blue-harbour");
    expect((await open(id, granted, "blue-harbour")).ok).toBe(true);
    const guessers = CLIENT_LIMITS.attemptsPerGallery / CLIENT_LIMITS.attemptsPerDevice;
    for (let index = 0; index < guessers; index += 1) {
      const guesser = await anonymousDevice();
      for (let guess = 0; guess < CLIENT_LIMITS.attemptsPerDevice; guess += 1)
        expect(await open(id, guesser, `guess-${guess}`)).toMatchObject({ reason: "wrong-password" });
    }
    expect(await open(id, await anonymousDevice(), "blue-harbour")).toMatchObject({
      reason: "too-many-attempts",
    });
    // A device let in before keeps its access: guessers cannot lock the client out.
    expect((await open(id, granted)).ok).toBe(true);
    const attempts = (await db().collection(CLIENT_COLLECTIONS.secrets).doc(id).get()).get("attempts");
    expect(attempts.gallery).toHaveLength(CLIENT_LIMITS.attemptsPerGallery);
    expect(Object.keys(attempts.devices)).toHaveLength(guessers);
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

describe("emailClientGallery", () => {
  it("emails the client the link and the message, never the password, and records when", async () => {
    const id = galleryId();
    await seedGallery(id);
    await setPassword(id, owner, "blue-harbour");
    const answer = await call(CLIENT_CALLABLES.emailClientGallery, { galleryId: id }, owner);
    expect(answer.error).toBeUndefined();
    const email = await eventually(async () => {
      const found = (await caughtEmails()).filter((mail) =>
        mail.to.some((to) => to.address === "anna@example.com"),
      );
      expect(found).toHaveLength(1);
      return found[0]!;
    });
    expect(email.text).toContain(`${siteOrigin()}/client/${id}`);
    expect(email.text).toContain("Here are your photos!");
    expect(email.text).toContain("The password is the one your photographer gives you.");
    expect(email.text).not.toContain("blue-harbour");
    expect((await gallery(id).get()).get("emailedAt")).toBeDefined();
  });

  it("refuses a gallery without a client address, and anyone but the owner", async () => {
    const id = galleryId();
    await seedGallery(id, { client: { name: "Anna", email: null } });
    expect((await call(CLIENT_CALLABLES.emailClientGallery, { galleryId: id }, owner)).error).toMatchObject({
      status: "FAILED_PRECONDITION",
      details: { reason: "client-email-missing" },
    });
    const device = await anonymousDevice();
    expect((await call(CLIENT_CALLABLES.emailClientGallery, { galleryId: id }, device)).error).toMatchObject({
      status: "PERMISSION_DENIED",
    });
    expect((await gallery(id).get()).get("emailedAt")).toBeUndefined();
  });

  it("says so when the server has no sender configured, and records nothing", async () => {
    const id = galleryId();
    await seedGallery(id);
    const sent: OutgoingMail[] = [];
    const mailer = { send: async (mail: OutgoingMail) => void sent.push(mail) };
    await expect(
      emailClientGallery(db(), id, { from: null, ownerEmail: null, origin: siteOrigin(), mailer }),
    ).rejects.toMatchObject({ reason: "mail-not-configured" });
    expect(sent).toEqual([]);
    expect((await gallery(id).get()).get("emailedAt")).toBeUndefined();
  });
});

describe("a client's selection", () => {
  const selections = () => db().collection(CLIENT_COLLECTIONS.selections);

  it("emails the owner once with the files and the Lightroom line, and counts once", async () => {
    const id = galleryId();
    await seedGallery(id);
    await seedWorks(id, { w1: "DSC_0012.jpg", w2: "DSC_0040.NEF", w3: "IMG_7.heic" });
    const device = await anonymousDevice();
    const ref = await selections().add({
      galleryId: id,
      uid: device.uid,
      workIds: ["w1", "w2", "w3"],
      note: "The first one for the album, please.",
      createdAt: FieldValue.serverTimestamp(),
    });
    const email = await eventually(async () => {
      const found = await emailsWithMessageId(selectionMessageId(ref.id, siteOrigin()));
      expect(found).toHaveLength(1);
      expect((await ref.get()).get("notification")).toMatchObject({ state: "sent" });
      return found[0]!;
    });
    expect(email.subject).toBe("Folio: Anna & Tom sent a selection of 3 works (Wedding)");
    expect(email.text).toContain(
      "For Lightroom (Library filter › Text › Filename › Contains):\nDSC_0012, DSC_0040, IMG_7",
    );
    expect(email.text).toContain("The first one for the album, please.");
    expect(email.text).toContain(`/studio/clients/${id}`);
    expect(await summaryOf(id)).toMatchObject({ selections: 1 });

    // A redelivery of the same event: neither counted nor emailed again.
    const sent: OutgoingMail[] = [];
    const mailer = { send: async (mail: OutgoingMail) => void sent.push(mail) };
    await handleSelectionSent(db(), ref.id, new Date(), {
      to: "o@x.test",
      from: "f@x.test",
      origin: siteOrigin(),
      mailer,
    });
    expect(sent).toEqual([]);
    expect(await summaryOf(id)).toMatchObject({ selections: 1 });
    expect(await emailsWithMessageId(selectionMessageId(ref.id, siteOrigin()))).toHaveLength(1);
  });

  it("marks a malformed selection invalid and sends nothing", async () => {
    const id = galleryId();
    await seedGallery(id);
    const ref = await selections().add({
      galleryId: id,
      uid: "x",
      workIds: [],
      note: 3,
      createdAt: new Date(),
    });
    await eventually(async () => expect((await ref.get()).get("invalid")).toMatch(/workIds|note/));
    expect((await ref.get()).get("notification")).toBeUndefined();
    expect(await summaryOf(id)).toBeUndefined();
    expect(await emailsWithMessageId(selectionMessageId(ref.id, siteOrigin()))).toHaveLength(0);
  });
});

describe("favourites", () => {
  const favourites = (id: string, uid: string) =>
    gallery(id).collection(CLIENT_COLLECTIONS.favourites).doc(uid);

  it("counts hearts per work across devices as the lists change, ignoring ids that are not works", async () => {
    const id = galleryId();
    await seedGallery(id);
    await seedWorks(id, { w1: "a.jpg", w2: "b.jpg", w3: "c.jpg" });
    await favourites(id, "device-a").set({
      workIds: ["w1", "w2", "ghost"],
      updatedAt: FieldValue.serverTimestamp(),
    });
    await eventually(async () => expect((await summaryOf(id))?.favourites).toEqual({ w1: 1, w2: 1 }));
    await favourites(id, "device-b").set({ workIds: ["w2"], updatedAt: FieldValue.serverTimestamp() });
    await eventually(async () => expect((await summaryOf(id))?.favourites).toEqual({ w1: 1, w2: 2 }));
    await favourites(id, "device-a").set({ workIds: ["w3"], updatedAt: FieldValue.serverTimestamp() });
    await eventually(async () => expect((await summaryOf(id))?.favourites).toEqual({ w2: 1, w3: 1 }));
    await favourites(id, "device-b").delete();
    await eventually(async () => expect((await summaryOf(id))?.favourites).toEqual({ w3: 1 }));
  });

  it("applies one event once, however often it is delivered", async () => {
    const id = galleryId();
    await seedGallery(id);
    await seedWorks(id, { w1: "a.jpg" });
    const event = { eventId: "event-1", galleryId: id, before: [], after: ["w1"] };
    expect(await countFavourites(db(), event)).toBe("counted");
    expect(await countFavourites(db(), event)).toBe("duplicate");
    expect((await summaryOf(id))?.favourites).toEqual({ w1: 1 });
  });
});
