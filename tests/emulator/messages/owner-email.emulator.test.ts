// The owner's email about each visitor message, through the deployed triggers on the emulator
// and a real SMTP server (MailDev): counted per message by its Message-ID.
import { COLLECTIONS, MESSAGE_BUDGETS } from "@folio/domain";
import { Timestamp, type DocumentReference } from "firebase-admin/firestore";
import firebaseFunctionsTest from "firebase-functions-test";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { screenBookingFn } from "../../../functions/src/messages/messages.triggers";
import type { MessageKind } from "../../../functions/src/messages/owner-email";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";
import { eventually } from "../../support/eventually";
import { clearEmails, emailSource, emailsAboutMessage } from "../../support/maildev";

const fft = firebaseFunctionsTest({ projectId: process.env.GCLOUD_PROJECT ?? "demo-folio" });
const db = () => testAdmin().firestore;
const OWNER = process.env.OWNER_EMAIL ?? "owner@folio.test";

const inquiry = (extra: Record<string, unknown> = {}) => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: "Is the harbour print available in A2?\nI would frame it.",
  itemId: "alpine-dawn",
  itemTitle: "Alpine dawn",
  createdAt: Timestamp.now(),
  handled: false,
  ...extra,
});
const booking = (extra: Record<string, unknown> = {}) => ({
  name: "Grace Hopper",
  email: "grace@example.com",
  phone: "+44 20 7946 0000",
  date: "2030-06-01",
  shootKind: "portrait",
  message: "Portraits for a book jacket.",
  createdAt: Timestamp.now(),
  handled: false,
  ...extra,
});

/**
 * The one email about a message, once it has arrived (and its send is recorded). The emulator
 * runs triggers one at a time, so a first test can wait behind what the file before it left
 * queued: the deadline allows for that.
 */
async function theEmailAbout(kind: MessageKind, id: string) {
  const collection = kind === "inquiry" ? COLLECTIONS.inquiries : COLLECTIONS.bookings;
  return eventually(
    async () => {
      const emails = await emailsAboutMessage(kind, id);
      expect(emails).toHaveLength(1);
      const stored = (await db().collection(collection).doc(id).get()).get("notification");
      expect(stored).toMatchObject({ state: "sent", attempts: 1 });
      return emails[0]!;
    },
    { timeoutMs: 60_000 },
  );
}

beforeEach(async () => {
  await clearFirestore();
  await clearEmails();
});
afterAll(async () => {
  fft.cleanup();
  await closeTestAdmin();
});

describe("the owner's email about a message", () => {
  it("an inquiry about a work: subject names it, Reply-To is the visitor, the body links to the inbox", async () => {
    const ref = await db().collection(COLLECTIONS.inquiries).add(inquiry());
    const email = await theEmailAbout("inquiry", ref.id);
    expect(email.subject).toBe("Inquiry about “Alpine dawn” from Ada Lovelace");
    expect(email.to.map((to) => to.address)).toEqual([OWNER]);
    expect(email.text).toContain("Is the harbour print available in A2?\nI would frame it.");
    expect(email.text).toContain(`/studio/inbox?message=inquiry%2F${ref.id}`);
    const source = await emailSource(email.id);
    expect(source).toMatch(/^Reply-To: ada@example\.com\r?$/im);
  });

  it("a booking request: subject names the kind of shoot and the date", async () => {
    const ref = await db().collection(COLLECTIONS.bookings).add(booking());
    const email = await theEmailAbout("booking", ref.id);
    expect(email.subject).toBe("Booking request: portrait on 2030-06-01 from Grace Hopper");
    expect(email.text).toContain("Phone: +44 20 7946 0000");
    expect(await emailSource(email.id)).toMatch(/^Reply-To: grace@example\.com\r?$/im);
  });

  it("an event delivered again (twice more, to the deployed wiring) sends nothing more", async () => {
    const ref = await db().collection(COLLECTIONS.bookings).add(booking());
    await theEmailAbout("booking", ref.id);
    const wrapped = fft.wrap(screenBookingFn);
    const event = { data: await ref.get(), params: { messageId: ref.id } };
    await wrapped(event);
    await wrapped(event);
    expect(await emailsAboutMessage("booking", ref.id)).toHaveLength(1);
    expect((await ref.get()).get("notification")).toMatchObject({ state: "sent", attempts: 1 });
  });

  it("messages flagged as likely spam are not emailed; the others are", async () => {
    const visitorId = "visitor_SPAMSPAMSPAM";
    const over = 2;
    const refs: DocumentReference[] = [];
    // Distinct minutes of one fixed day, so only the visitor's daily budget applies.
    const base = Date.parse("2030-02-03T10:00:00Z");
    for (let index = 0; index < MESSAGE_BUDGETS.perVisitorPerDay + over; index += 1)
      refs.push(
        await db()
          .collection(COLLECTIONS.inquiries)
          .add(inquiry({ visitorId, createdAt: Timestamp.fromMillis(base + index * 60_000) })),
      );
    const spam = await eventually(async () => {
      const docs = await Promise.all(refs.map((ref) => ref.get()));
      const flagged = docs.filter((doc) => doc.get("likelySpam") === true);
      expect(flagged).toHaveLength(over);
      for (const doc of docs.filter((each) => each.get("likelySpam") === false))
        expect(doc.get("notification")).toMatchObject({ state: "sent" });
      return flagged;
    });
    for (const doc of spam) {
      expect(doc.get("notification")).toBeUndefined();
      expect(await emailsAboutMessage("inquiry", doc.id)).toHaveLength(0);
    }
    const sent = refs.filter((ref) => !spam.some((doc) => doc.id === ref.id));
    for (const ref of sent) expect(await emailsAboutMessage("inquiry", ref.id)).toHaveLength(1);
  });

  it("hostile text cannot add headers: a name with line breaks stays on the subject line", async () => {
    const ref = await db()
      .collection(COLLECTIONS.inquiries)
      .add(inquiry({ name: "Eve\r\nBcc: victim@example.com", itemTitle: null, itemId: null }));
    const email = await theEmailAbout("inquiry", ref.id);
    expect(email.subject).toBe("Inquiry from Eve Bcc: victim@example.com");
    const headers = (await emailSource(email.id)).split(/\r?\n\r?\n/)[0];
    expect(headers).toMatch(/^Subject: /im);
    expect(headers).not.toMatch(/^Bcc:/im);
  });
});
