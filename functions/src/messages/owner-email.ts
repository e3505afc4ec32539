import { createHash } from "node:crypto";
import { MESSAGE_PATTERNS } from "@folio/domain";
import type { OutgoingMail } from "../mail/mailer";

/** The two kinds of visitor message, named as the studio names them. */
export type MessageKind = "inquiry" | "booking";

/** Where the email goes and what it links to. */
export interface OwnerEmailTarget {
  to: string;
  from: string;
  /** The site's origin; the email links to the message in the studio inbox there. */
  origin: string;
}

/** Text of a stored field, flattened to one line and bounded; `fallback` for anything else. */
function line(value: unknown, max: number, fallback: string): string {
  if (typeof value !== "string") return fallback;
  // Control characters (CR and LF included) would start a new header line or fake one in the body.
  const flat = value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!flat) return fallback;
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The message body as stored, bounded (the rules allow 4,000 characters). */
function body(value: unknown): string {
  return typeof value === "string" && value.trim() ? value.slice(0, 4000) : "(no message)";
}

/** The studio address of one message; the inbox opens it from `?message=`. */
export function inboxLink(origin: string, kind: MessageKind, id: string): string {
  const url = new URL("/studio/inbox", origin);
  url.searchParams.set("message", `${kind}/${id}`);
  return url.href;
}

/** The same Message-ID on every attempt for one message (ids are hashed: any text may be an id). */
export function messageIdFor(kind: MessageKind, id: string, origin: string): string {
  const digest = createHash("sha256").update(`${kind}/${id}`).digest("hex").slice(0, 32);
  return `<${kind}-${digest}@${new URL(origin).hostname}>`;
}

/**
 * The owner's email about one visitor message, or null when it is not to be emailed one by
 * one (flagged likely spam: the inbox's spam tab holds it, and the weekly report counts it).
 * Built from the stored fields whatever their shape (the trigger never throws on bad data):
 * a malformed field shows as a placeholder, and Reply-To is set only to a valid address.
 */
export function composeOwnerEmail(
  kind: MessageKind,
  id: string,
  data: Record<string, unknown>,
  target: OwnerEmailTarget,
): OutgoingMail | null {
  if (data.likelySpam === true) return null;
  const name = line(data.name, 80, "a visitor");
  const email = typeof data.email === "string" && MESSAGE_PATTERNS.email.test(data.email) ? data.email : null;
  const title = line(data.itemTitle, 100, "");
  const from = email ? `${name} <${email}>` : name;

  const subject =
    kind === "booking"
      ? `Booking request: ${line(data.shootKind, 20, "shoot")} on ${line(data.date, 10, "a date to agree")} from ${name}`
      : title
        ? `Inquiry about “${title}” from ${name}`
        : `Inquiry from ${name}`;

  // An inquiry about a work, or a booking request started from one ("Book a shoot" in the viewer).
  const about = title
    ? [
        `About: ${title}${typeof data.itemId === "string" ? ` (${new URL(`/item/${encodeURIComponent(data.itemId)}`, target.origin).href})` : ""}`,
      ]
    : [];
  const details =
    kind === "booking"
      ? [
          `Kind of shoot: ${line(data.shootKind, 20, "not given")}`,
          `Date wanted: ${line(data.date, 10, "not given")}`,
          `Phone: ${line(data.phone, 40, "not given")}`,
          ...about,
        ]
      : about;

  const text = [
    `${kind === "booking" ? "New booking request" : "New inquiry"} from ${from}`,
    ...details,
    "",
    body(data.message),
    "",
    `Open it in the studio inbox: ${inboxLink(target.origin, kind, id)}`,
    email
      ? `Reply to this email to answer ${name} directly.`
      : "The sender's address is not valid, so a reply would not reach them.",
  ].join("\n");

  return {
    to: target.to,
    from: target.from,
    ...(email ? { replyTo: email } : {}),
    subject,
    text,
    messageId: messageIdFor(kind, id, target.origin),
  };
}
