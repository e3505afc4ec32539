import { createHash } from "node:crypto";
import { CLIENT_LIMITS, clientGalleryLinkPath, lightroomFilter } from "@folio/domain";
import type { OutgoingMail } from "../mail/mailer";

/** One line of header-safe text: control characters flattened, bounded, or `fallback` when empty. */
export function oneLine(value: string, max: number, fallback: string): string {
  const flat = value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!flat) return fallback;
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** A Message-ID on `origin`'s host from a hashed key (ids and names are any text). */
function messageId(kind: string, key: string, origin: string): string {
  const digest = createHash("sha256").update(key).digest("hex").slice(0, 32);
  return `<${kind}-${digest}@${new URL(origin).hostname}>`;
}

/** What the client's email about their gallery says. */
export interface GalleryEmailInput {
  galleryId: string;
  name: string;
  clientName: string;
  message: string;
  hasPassword: boolean;
  /** Epoch ms, or null. */
  expiresAt: number | null;
  ownerName: string;
  /** The gallery's link key, which the link carries after `#k=`. */
  linkKey: string;
}

/** Where the email goes and from whom. */
export interface GalleryEmailTarget {
  to: string;
  from: string;
  /** The owner's address: the client's reply reaches the photographer. */
  replyTo: string | null;
  origin: string;
  /** Makes each send its own Message-ID (the owner may send the link again). */
  sentAt: number;
}

/**
 * The client's email: the gallery's link (with its link key, so the client gets in even while
 * someone else is guessing the password), its name, the owner's message, and a word on the
 * password when it has one. Never the password itself: the server does not know it, and an
 * email is no place for it.
 */
export function composeGalleryEmail(input: GalleryEmailInput, target: GalleryEmailTarget): OutgoingMail {
  const name = oneLine(input.name, 100, "your gallery");
  const link = new URL(clientGalleryLinkPath(input.galleryId, input.linkKey), target.origin).href;
  const message = input.message.trim();
  const text = [
    `Hello ${oneLine(input.clientName, 100, "there")},`,
    "",
    ...(message ? [message, ""] : []),
    `Your gallery “${name}” is ready: ${link}`,
    ...(input.hasPassword
      ? [
          "The password is the one your photographer gives you.",
          "This link is yours: open the gallery from this email, and please do not forward it.",
        ]
      : []),
    ...(input.expiresAt !== null
      ? [`It is open until ${new Date(input.expiresAt).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, "")}.`]
      : []),
    "",
    oneLine(input.ownerName, 100, "Your photographer"),
  ].join("\n");
  return {
    to: target.to,
    from: target.from,
    ...(target.replyTo ? { replyTo: target.replyTo } : {}),
    subject: `${oneLine(input.ownerName, 80, "Your photographer")}: your gallery “${name}”`,
    text,
    messageId: messageId("client-gallery", `${input.galleryId}/${target.sentAt}`, target.origin),
  };
}

/** What the owner's email about a selection says. */
export interface SelectionEmailInput {
  selectionId: string;
  galleryId: string;
  galleryName: string;
  clientName: string;
  /** The selected works' original file names, in the client's order (works since removed left out). */
  fileNames: readonly string[];
  /** How many works the client selected (some may have been removed since). */
  selected: number;
  note: string;
}

/** The studio page of one gallery, where its selections are listed. */
export function studioGalleryLink(origin: string, galleryId: string): string {
  return new URL(`/studio/clients/${encodeURIComponent(galleryId)}`, origin).href;
}

/** The same Message-ID on every attempt for one selection. */
export function selectionMessageId(selectionId: string, origin: string): string {
  return messageId("client-selection", selectionId, origin);
}

/**
 * The owner's email about a client's selection: who sent how many works from which gallery,
 * their note, each work's file name, and the line to paste into Lightroom's Library filter.
 */
export function composeSelectionEmail(
  input: SelectionEmailInput,
  target: { to: string; from: string; origin: string },
): OutgoingMail {
  const client = oneLine(input.clientName, 100, "Your client");
  const gallery = oneLine(input.galleryName, 100, "a gallery");
  const works = `${input.selected} ${input.selected === 1 ? "work" : "works"}`;
  const missing = input.selected - input.fileNames.length;
  const note = input.note.trim();
  const text = [
    `${client} sent a selection of ${works} from “${gallery}”.`,
    "",
    ...(note ? ["Their note:", note.slice(0, 1000), ""] : ["No note.", ""]),
    "Works:",
    ...input.fileNames.map((fileName) => `- ${oneLine(fileName, 200, "(no name)")}`),
    ...(missing > 0 ? [`(${missing} more no longer in the gallery)`] : []),
    "",
    "For Lightroom (Library filter › Text › Filename › Contains):",
    lightroomFilter(input.fileNames),
    "",
    `Open the gallery in the studio: ${studioGalleryLink(target.origin, input.galleryId)}`,
    `Any more selections from this gallery in the next ${CLIENT_LIMITS.selectionQuietMs / 60_000} minutes are listed there, without an email each.`,
  ].join("\n");
  return {
    to: target.to,
    from: target.from,
    subject: `Folio: ${client} sent a selection of ${works} (${gallery})`,
    text,
    messageId: selectionMessageId(input.selectionId, target.origin),
  };
}
