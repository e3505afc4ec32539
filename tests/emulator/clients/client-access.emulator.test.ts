// The client galleries' callables and triggers on the emulators: who opens a gallery, what is
// granted and counted, passwords and their limits, the owner's emails and the activity counts.
import {
  CLIENT_ACCESS_MESSAGES,
  CLIENT_ACTIVITY_DOC,
  CLIENT_CALLABLES,
  CLIENT_COLLECTIONS,
  CLIENT_FAILURES_DOC,
  CLIENT_LIMITS,
  selectionHour,
  selectionId,
  type OpenClientGalleryResponse,
} from "@folio/domain";
import { FieldValue } from "firebase-admin/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { selectionMessageId } from "../../../functions/src/clients/client-emails";
import { emailClientGallery } from "../../../functions/src/clients/email-gallery";
import { countFavourites } from "../../../functions/src/clients/favourites-changed";
import { hashPassword } from "../../../functions/src/clients/password";
import { handleSelectionSent } from "../../../functions/src/clients/selection-sent";
import type { OutgoingMail } from "../../../functions/src/mail/mailer";
import { siteOrigin } from "../../../functions/src/ssr/config";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";
import { clearOfHour, clearOfUtcMidnight } from "../../support/clear-of-midnight";
import { eventually } from "../../support/eventually";
import { caughtEmails, clearEmails, emailsWithMessageId } from "../../support/maildev";
import {
  anonymousDevice,
  anonymousDevices,
  call,
  galleryId,
  ownerCaller,
  seedGallery,
  seedWorks,
  writeAsDevice,
  type Caller,
} from "./support";

const db = () => testAdmin().firestore;
const gallery = (id: string) => db().collection(CLIENT_COLLECTIONS.galleries).doc(id);
const summaryOf = async (id: string) =>
  (await gallery(id).collection(CLIENT_COLLECTIONS.activity).doc(CLIENT_ACTIVITY_DOC).get()).data();
const failuresOf = async (id: string) =>
  (await gallery(id).collection(CLIENT_COLLECTIONS.activity).doc(CLIENT_FAILURES_DOC).get()).data();
const grantOf = async (id: string, uid: string) =>
  gallery(id).collection(CLIENT_COLLECTIONS.grants).doc(uid).get();
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148";

const open = async (
  id: string,
  caller: Caller | null,
  password?: string,
  userAgent?: string,
  extra: { key?: string; forwardedFor?: string } = {},
) => {
  const answer = await call<OpenClientGalleryResponse>(
    CLIENT_CALLABLES.openClientGallery,
    {
      galleryId: id,
      ...(password === undefined ? {} : { password }),
      ...(extra.key === undefined ? {} : { key: extra.key }),
    },
    caller,
    userAgent,
    extra.forwardedFor,
  );
  if (!answer.result) throw new Error(`openClientGallery failed: ${JSON.stringify(answer.error)}`);
  return answer.result;
};
const reasonOf = (answer: OpenClientGalleryResponse) => (answer.ok ? "ok" : answer.reason);

/** Runs `task` over `items`, `width` at a time, in order; answers the results. */
async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width)
    results.push(...(await Promise.all(items.slice(start, start + width).map(task))));
  return results;
}

/** The link key in the client's email to `to`, from MailDev. */
async function emailedLinkKey(id: string, to = "anna@example.com"): Promise<string> {
  const email = await eventually(async () => {
    const found = (await caughtEmails()).filter((mail) => mail.to.some((entry) => entry.address === to));
    expect(found).toHaveLength(1);
    return found[0]!;
  });
  const match = new RegExp(`/client/${id}#k=([A-Za-z0-9_-]{43})`).exec(email.text);
  expect(match, "the emailed link carries the key").not.toBeNull();
  return match![1]!;
}
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
      now: expect.any(Number),
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

  it("still opens with a password set before the 8-character minimum, and flags it weak", async () => {
    const id = galleryId();
    await seedGallery(id, {}, { hasPassword: true });
    await db()
      .collection(CLIENT_COLLECTIONS.secrets)
      .doc(id)
      .set({ password: await hashPassword("1234") });
    expect((await open(id, await anonymousDevice(), "1234")).ok).toBe(true);
    expect((await gallery(id).get()).get("weakPassword")).toBe(true);
    // A new password meets the minimum, and the flag goes.
    await setPassword(id, owner, "four-words-are-better");
    expect((await gallery(id).get()).get("weakPassword")).toBeUndefined();
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
    expect(paused).toMatchObject({ ok: false, reason: "too-many-attempts", scope: "device" });
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

  it("holds an attacker rotating 200 anonymous accounts on one network to that network's limit", async () => {
    const id = galleryId();
    await seedGallery(id);
    await setPassword(id, owner, "blue-harbour-lantern");
    const attackers = await anonymousDevices(200);
    // One machine; it writes its own X-Forwarded-For in front, which production's front end
    // (and client-address.ts) sees past: the last entry is what counts.
    const answers = await inBatches(attackers, 2, (attacker) =>
      open(id, attacker, `guess-${attacker.uid}`, undefined, {
        forwardedFor: `10.${attacker.uid.charCodeAt(0)}.0.1, 203.0.113.9`,
      }),
    );
    const reasons = answers.map(reasonOf);
    expect(reasons.filter((reason) => reason === "wrong-password")).toHaveLength(
      CLIENT_LIMITS.attemptsPerNetwork,
    );
    expect(reasons.filter((reason) => reason === "too-many-attempts")).toHaveLength(
      200 - CLIENT_LIMITS.attemptsPerNetwork,
    );
    expect(answers.at(-1)).toMatchObject({
      scope: "network",
      message: expect.stringContaining("your photographer's email"),
    });
    // Another network is not held back by this one.
    expect(
      (
        await open(id, await anonymousDevice(), "blue-harbour-lantern", undefined, {
          forwardedFor: "198.51.100.4",
        })
      ).ok,
    ).toBe(true);
    const secrets = (await db().collection(CLIENT_COLLECTIONS.secrets).doc(id).get()).data();
    expect(JSON.stringify(secrets)).not.toMatch(/203\.0\.113|198\.51\.100/);
  });

  it("slows the plain link down for an attack from many networks, while the client's emailed link gets in", async () => {
    // The owner's counts are per UTC day.
    await clearOfUtcMidnight(2 * 60 * 1000);
    const id = galleryId();
    await seedGallery(id);
    await setPassword(id, owner, "blue-harbour-lantern");
    expect((await call(CLIENT_CALLABLES.emailClientGallery, { galleryId: id }, owner)).error).toBeUndefined();
    const key = await emailedLinkKey(id);
    const granted = await anonymousDevice();
    expect((await open(id, granted, "blue-harbour-lantern", undefined, { key })).ok).toBe(true);

    // 200 accounts over 50 networks: each network stays under its own limit, the gallery does not.
    const attackers = await anonymousDevices(200);
    const client = anonymousDevice();
    const answers = await inBatches(attackers, 2, async (attacker) => {
      const index = attackers.indexOf(attacker);
      const forwardedFor = `2001:db8:${index % 50}::${index}`;
      // Halfway, the real client opens the emailed link on a new phone and types the password.
      if (index === 100) {
        const phone = await client;
        const [attack, real] = await Promise.all([
          open(id, attacker, `guess-${index}`, undefined, { forwardedFor }),
          open(id, phone, "blue-harbour-lantern", PHONE, { key, forwardedFor: "2001:db8:7::1" }),
        ]);
        expect(real.ok, "the client with the emailed link gets in during the attack").toBe(true);
        return attack;
      }
      return open(id, attacker, `guess-${index}`, undefined, { forwardedFor });
    });
    const reasons = answers.map(reasonOf);
    // The free failures, and the odd one whose wait ended between two batches, at most.
    const failures = reasons.filter((reason) => reason === "wrong-password").length;
    expect(failures).toBeGreaterThanOrEqual(CLIENT_LIMITS.galleryFreeFailures);
    expect(failures).toBeLessThanOrEqual(CLIENT_LIMITS.galleryFreeFailures + 3);
    expect(reasons.filter((reason) => reason === "too-many-attempts")).toHaveLength(200 - failures);

    // A new device with the right password but the bare link waits, and is told why and until when
    // (a time after it asked: on a slow machine the wait may be over by the time the answer is read).
    const newPhone = await anonymousDevice();
    const asked = Date.now();
    const bare = await open(id, newPhone, "blue-harbour-lantern", PHONE, { forwardedFor: "2001:db8:7::2" });
    expect(bare).toMatchObject({ ok: false, reason: "too-many-attempts", scope: "gallery" });
    const retryAt = bare.ok ? 0 : (bare.retryAt ?? 0);
    expect(retryAt).toBeGreaterThan(asked);
    expect(retryAt).toBeLessThanOrEqual(Date.now() + CLIENT_LIMITS.slowdownMaxMs);
    // The emailed link still gets a new device in at once; a device let in before keeps its access.
    expect((await open(id, await anonymousDevice(), "blue-harbour-lantern", PHONE, { key })).ok).toBe(true);
    expect((await open(id, granted)).ok).toBe(true);

    // The owner sees the attack in Activity: counts, networks, the pause; never an address.
    const failed = await failuresOf(id);
    const today = new Date().toISOString().slice(0, 10);
    const day = failed?.byDay[today];
    expect(day).toMatchObject({ failures, withLink: 0 });
    expect(day.networks).toBeGreaterThanOrEqual(CLIENT_LIMITS.galleryFreeFailures);
    expect(day.networks).toBeLessThanOrEqual(failures);
    expect(failed?.pausedUntil.toMillis()).toBeGreaterThan(asked);
    const secrets = (await db().collection(CLIENT_COLLECTIONS.secrets).doc(id).get()).data();
    expect(JSON.stringify(secrets).length).toBeLessThan(20_000);
    expect(JSON.stringify({ secrets, failed })).not.toMatch(/2001:db8|2001:DB8/i);
  });

  it("never lets a wrong key or a bare link use the key's allowance", async () => {
    const id = galleryId();
    await seedGallery(id, {}, { linkKey: "L".repeat(43) });
    await setPassword(id, owner, "blue-harbour-lantern");
    const attackers = await anonymousDevices(CLIENT_LIMITS.galleryFreeFailures);
    await inBatches(attackers, 2, (attacker) =>
      open(id, attacker, "guess", undefined, {
        key: "M".repeat(43),
        forwardedFor: `192.0.2.${attackers.indexOf(attacker)}`,
      }),
    );
    expect(
      await open(id, await anonymousDevice(), "blue-harbour-lantern", undefined, {
        key: "M".repeat(43),
        forwardedFor: "192.0.2.200",
      }),
    ).toMatchObject({
      reason: "too-many-attempts",
      scope: "gallery",
    });
    expect(
      (await open(id, await anonymousDevice(), "blue-harbour-lantern", undefined, { key: "L".repeat(43) }))
        .ok,
    ).toBe(true);
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
    expect((await setPassword(galleryId(), owner, "abcdefgh")).error).toMatchObject({
      status: "NOT_FOUND",
      details: { reason: "client-gallery-not-found" },
    });
    // New passwords have at least 8 characters.
    expect((await setPassword(id, owner, "seven77")).error).toMatchObject({
      status: "INVALID_ARGUMENT",
      details: { reason: "invalid-input" },
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
  it("takes a few selections an hour from a granted device, and emails the owner once for a flood", async () => {
    await clearOfHour();
    const id = galleryId();
    await seedGallery(id, {}, { workCount: 3 });
    await seedWorks(id, { w1: "DSC_0001.jpg", w2: "DSC_0002.jpg", w3: "DSC_0003.jpg" });
    const devices = await anonymousDevices(4);
    for (const device of devices) expect((await open(id, device)).ok).toBe(true);
    const hour = selectionHour(Date.now());
    const send = (device: Caller, n: number, workIds = ["w1", "w2"]) =>
      writeAsDevice(
        device,
        `${CLIENT_COLLECTIONS.selections}/${selectionId(id, device.uid, hour, n)}`,
        { galleryId: id, uid: device.uid, workIds, note: `flood ${n}` },
        ["createdAt"],
      );
    // One device tries 20 in a burst: the rules take its hourly share.
    const first = devices[0]!;
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, n) => send(first, n)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(CLIENT_LIMITS.selectionsPerDeviceHour);
    // A selection of more works than the gallery has, or of one work twice, is refused.
    expect(await send(devices[1]!, 0, ["w1", "w2", "w3", "w4"])).toBe(403);
    expect(await send(devices[1]!, 0, ["w1", "w1"])).toBe(403);
    // The other devices send theirs too: 12 in all, two past the gallery's hourly bound.
    for (const device of devices.slice(1))
      for (let n = 0; n < CLIENT_LIMITS.selectionsPerDeviceHour; n += 1)
        expect(await send(device, n)).toBe(200);
    const sent = devices.length * CLIENT_LIMITS.selectionsPerDeviceHour;

    const marked = await eventually(
      async () => {
        const docs = (await selections().where("galleryId", "==", id).get()).docs;
        expect(docs).toHaveLength(sent);
        const mails = docs.map((doc) => doc.get("mail") as string | undefined);
        expect(mails.every((mail) => mail !== undefined)).toBe(true);
        return mails;
      },
      { timeoutMs: 120_000, intervalMs: 1000 },
    );
    expect(marked.filter((mail) => mail === "now")).toHaveLength(1);
    expect(marked.filter((mail) => mail === "folded")).toHaveLength(
      CLIENT_LIMITS.selectionsPerGalleryHour - 1,
    );
    expect(marked.filter((mail) => mail === "over-limit")).toHaveLength(
      sent - CLIENT_LIMITS.selectionsPerGalleryHour,
    );
    expect(await summaryOf(id)).toMatchObject({ selections: CLIENT_LIMITS.selectionsPerGalleryHour });
    const emails = await eventually(async () => {
      const found = (await caughtEmails()).filter((mail) => mail.subject.includes("sent a selection"));
      expect(found).toHaveLength(1);
      return found;
    });
    expect(emails[0]!.text).toContain("DSC_0001, DSC_0002");
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

  it("refuses a flood of hearts from a granted device, and counts only works of the gallery", async () => {
    const id = galleryId();
    await seedGallery(id, {}, { workCount: 2 });
    await seedWorks(id, { w1: "a.jpg", w2: "b.jpg" });
    const device = await anonymousDevice();
    expect((await open(id, device)).ok).toBe(true);
    const write = (workIds: string[]) =>
      writeAsDevice(
        device,
        `${CLIENT_COLLECTIONS.galleries}/${id}/${CLIENT_COLLECTIONS.favourites}/${device.uid}`,
        { workIds },
        ["updatedAt"],
        true,
      );
    expect(await write(Array.from({ length: 5000 }, (_, index) => `w${index}`))).toBe(403);
    expect(await write(["w1", "w2", "w3"])).toBe(403);
    expect(await write(["w1", "ghost"])).toBe(200);
    await eventually(async () => expect((await summaryOf(id))?.favourites).toEqual({ w1: 1 }));
    expect((await favourites(id, device.uid).get()).get("workIds")).toEqual(["w1", "ghost"]);
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
