import { createTransport } from "nodemailer";
import type { MailSettings } from "./config";

/** One email as Folio sends it: plain text, one recipient, a stable Message-ID. */
export interface OutgoingMail {
  to: string;
  from: string;
  /** The visitor's address, so the owner's Reply goes to them. */
  replyTo?: string;
  subject: string;
  text: string;
  /** The same on every attempt of one email (`<…@host>`), so mail clients can fold a resend. */
  messageId: string;
}

/** Sends one email; rejects with the transport's error (see classifySendError). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Raised when there is nowhere to send, or nobody to send as: no SMTP URL, owner address or sender (a permanent failure). */
export class MailNotConfiguredError extends Error {
  constructor(missing: string) {
    super(`${missing} is not set`);
    this.name = "MailNotConfiguredError";
  }
}

/**
 * A Mailer over SMTP through nodemailer. Timeouts are well under the trigger's 60 s, so an
 * attempt always ends (and records its result) before its claim lapses.
 */
export function smtpMailer({ smtpUrl: url, ownerEmail, from }: MailSettings): Mailer {
  const missing =
    url === null
      ? "SMTP_CONNECTION_URI"
      : ownerEmail === null
        ? "OWNER_EMAIL"
        : from === null
          ? "MAIL_FROM (the SMTP user is not an address)"
          : null;
  if (missing !== null || url === null)
    return { send: () => Promise.reject(new MailNotConfiguredError(missing ?? "SMTP_CONNECTION_URI")) };
  const transport = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail({ ...mail, headers: { "Auto-Submitted": "auto-generated" } });
    },
  };
}
