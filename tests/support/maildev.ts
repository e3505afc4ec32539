/** Reads what the local SMTP server (MailDev, started by scripts/emulators-exec.ts) received. */
import { messageIdFor, type MessageKind } from "../../functions/src/messages/owner-email";
import { siteOrigin } from "../../functions/src/ssr/config";

/** One received email, as MailDev's REST API lists it (the fields the tests read). */
export interface CaughtEmail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
  from: { address: string; name: string }[];
  headers: Record<string, string>;
}

function maildevUrl(): string {
  const url = process.env.FOLIO_MAILDEV_URL;
  if (!url)
    throw new Error("FOLIO_MAILDEV_URL is not set: run emulator tests with scripts/emulators-exec.ts");
  return url;
}

/** Every email MailDev holds. */
export async function caughtEmails(): Promise<CaughtEmail[]> {
  const response = await fetch(`${maildevUrl()}/api/email`);
  if (!response.ok) throw new Error(`MailDev answered HTTP ${response.status}`);
  return (await response.json()) as CaughtEmail[];
}

/** The emails carrying this Message-ID (one per send: SMTP servers deduplicate nothing). */
export async function emailsWithMessageId(messageId: string): Promise<CaughtEmail[]> {
  return (await caughtEmails()).filter((email) => email.headers["message-id"] === messageId);
}

/** The raw source of one email (its headers as sent: Reply-To, Message-ID, ...). */
export async function emailSource(id: string): Promise<string> {
  const response = await fetch(`${maildevUrl()}/api/email/${encodeURIComponent(id)}/source`);
  if (!response.ok) throw new Error(`MailDev answered HTTP ${response.status}`);
  return response.text();
}

/** Deletes every email MailDev holds. */
export async function clearEmails(): Promise<void> {
  const response = await fetch(`${maildevUrl()}/api/email/all`, { method: "DELETE" });
  if (!response.ok) throw new Error(`MailDev answered HTTP ${response.status}`);
}

/** The owner's emails about one visitor message, found by the Message-ID the server gives it. */
export function emailsAboutMessage(kind: MessageKind, id: string): Promise<CaughtEmail[]> {
  return emailsWithMessageId(messageIdFor(kind, id, siteOrigin()));
}
