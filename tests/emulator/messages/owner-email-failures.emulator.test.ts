// The owner's email when things go wrong: a crash after the send, an SMTP server that cannot
// be reached, a missing configuration. The emulator's own triggers are off here, so each step
// runs exactly when the test says; the deployed wiring runs through firebase-functions-test.
import { COLLECTIONS, emailStatusOf, EMAIL_SEND_LEASE_MS, type ResendEmailResult } from "@folio/domain";
import { Timestamp } from "firebase-admin/firestore";
import firebaseFunctionsTest from "firebase-functions-test";
import { createServer } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { smtpMailer } from "../../../functions/src/mail/mailer";
import { screenInquiryFn } from "../../../functions/src/messages/messages.triggers";
import { liveOwnerMailConfig } from "../../../functions/src/mail/owner-mail";
import {
  notifyOwner,
  notifyOwnerSafely,
  RetryableSendError,
} from "../../../functions/src/messages/notify-owner";
import { setBackgroundTriggers } from "../../../scripts/lib/triggers";
import { clearFirestore, closeTestAdmin, testAdmin } from "../../support/admin";
import { clearEmails, emailsAboutMessage } from "../../support/maildev";
import { callableClient, failure, type CallableClient } from "../content/support/clients";

const fft = firebaseFunctionsTest({ projectId: process.env.GCLOUD_PROJECT ?? "demo-folio" });
const db = () => testAdmin().firestore;
let owner: CallableClient;

const inquiry = () => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  message: "Is the harbour print available in A2?",
  itemId: null,
  itemTitle: null,
  createdAt: Timestamp.now(),
  handled: false,
});

async function newInquiry() {
  const ref = await db().collection(COLLECTIONS.inquiries).add(inquiry());
  const emails = () => emailsAboutMessage("inquiry", ref.id);
  const state = async () => (await ref.get()).get("notification") as Record<string, unknown> | undefined;
  /** The deployed trigger, delivered this message's creation (again). */
  const deliver = async () =>
    fft.wrap(screenInquiryFn)({ data: await ref.get(), params: { messageId: ref.id } });
  return { ref, emails, state, deliver };
}

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== "object" || address === null) throw new Error("no port");
  return address.port;
}

beforeAll(async () => {
  await setBackgroundTriggers(false);
  owner = await callableClient("owner");
});
beforeEach(async () => {
  await clearFirestore();
  await clearEmails();
});
afterAll(async () => {
  await owner.close();
  await setBackgroundTriggers(true);
  fft.cleanup();
  await closeTestAdmin();
});

describe("the owner's email when a send goes wrong", () => {
  it("a crash after the send, then the event delivered again: one email, never a second by itself", async () => {
    const message = await newInquiry();
    const crashing = {
      ...liveOwnerMailConfig(),
      afterSend: () => {
        throw new Error("injected: the instance died after the mail server took the email");
      },
    };
    await expect(notifyOwner(db(), "inquiry", message.ref.id, "automatic", crashing)).rejects.toThrow(
      /injected/,
    );
    expect(await message.emails()).toHaveLength(1);
    expect(await message.state()).toMatchObject({ state: "sending", attempts: 1 });

    await message.deliver();
    await message.deliver();
    expect(await message.emails()).toHaveLength(1);

    // Once the claim lapses, nothing sends it by itself either; the inbox shows it unconfirmed.
    const later = { ...liveOwnerMailConfig(), now: () => new Date(Date.now() + EMAIL_SEND_LEASE_MS + 1000) };
    expect(await notifyOwner(db(), "inquiry", message.ref.id, "automatic", later)).toEqual({
      outcome: "unconfirmed",
    });
    expect(emailStatusOf(await message.state(), new Date(Date.now() + EMAIL_SEND_LEASE_MS + 1000))).toEqual({
      state: "failed",
      reason: "unconfirmed",
      detail: null,
    });
    expect(await message.emails()).toHaveLength(1);
  });

  it("an SMTP server that cannot be reached: recorded, retried by the redelivery, then sent once", async () => {
    const message = await newInquiry();
    const unreachable = {
      ...liveOwnerMailConfig(),
      mailer: smtpMailer({
        smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
        ownerEmail: "owner@folio.test",
        from: "Folio <owner@folio.test>",
      }),
    };
    await expect(notifyOwnerSafely(db(), "inquiry", message.ref.id, unreachable)).rejects.toBeInstanceOf(
      RetryableSendError,
    );
    const failed = await message.state();
    expect(failed).toMatchObject({ state: "failed", attempts: 1, reason: "smtp-unreachable" });
    expect(String(failed?.detail)).toMatch(/ECONNREFUSED|connect/i);
    expect(await message.emails()).toHaveLength(0);

    // The Functions retry policy delivers the event again; the mail server is back.
    await message.deliver();
    expect(await message.emails()).toHaveLength(1);
    expect(await message.state()).toMatchObject({ state: "sent", attempts: 2 });
    await message.deliver();
    expect(await message.emails()).toHaveLength(1);
  });

  it("a permanent failure waits for the owner, whose Send again (the callable) sends it once", async () => {
    const message = await newInquiry();
    const unconfigured = {
      ...liveOwnerMailConfig(),
      mailer: smtpMailer({ smtpUrl: null, ownerEmail: null, from: null }),
    };
    await notifyOwnerSafely(db(), "inquiry", message.ref.id, unconfigured);
    expect(await message.state()).toMatchObject({ state: "failed", reason: "not-configured" });
    // A server and an owner, but nobody to send as: a made-up sender is what providers refuse.
    const anonymous = await newInquiry();
    const noSender = {
      ...liveOwnerMailConfig(),
      mailer: smtpMailer({ smtpUrl: "smtp://127.0.0.1:25", ownerEmail: "owner@folio.test", from: null }),
    };
    await notifyOwnerSafely(db(), "inquiry", anonymous.ref.id, noSender);
    expect(await anonymous.state()).toMatchObject({ state: "failed", reason: "not-configured" });
    expect(String((await anonymous.state())?.detail)).toContain("MAIL_FROM");

    await message.deliver();
    expect(await message.emails()).toHaveLength(0);

    const first = await owner.call<ResendEmailResult>("resendMessageEmail", {
      kind: "inquiry",
      id: message.ref.id,
    });
    expect(first).toEqual({ outcome: "sent" });
    expect(await message.emails()).toHaveLength(1);
    expect(await message.state()).toMatchObject({ state: "sent", attempts: 2 });
    const again = await owner.call<ResendEmailResult>("resendMessageEmail", {
      kind: "inquiry",
      id: message.ref.id,
    });
    expect(again).toEqual({ outcome: "already-sent" });
    expect(await message.emails()).toHaveLength(1);
  });

  it("only the owner may ask for a resend", async () => {
    const message = await newInquiry();
    const stranger = await callableClient("stranger");
    try {
      expect(
        await failure(stranger.call("resendMessageEmail", { kind: "inquiry", id: message.ref.id })),
      ).toMatchObject({ code: "permission-denied", reason: "not-owner" });
    } finally {
      await stranger.close();
    }
    expect(await message.state()).toBeUndefined();
  });
});
