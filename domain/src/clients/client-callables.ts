import { z } from "../zod";
import {
  CLIENT_DOWNLOAD_SIZES,
  CLIENT_GALLERY_ID_PATTERN,
  CLIENT_LIMITS,
  clientSetSchema,
} from "./client-gallery";

/** Callable functions of client galleries (web `call()` ↔ functions exports). */
export const CLIENT_CALLABLES = {
  /** A device asks to open a gallery (with its password when it has one): grants it access. */
  openClientGallery: "openClientGallery",
  /** The owner sets or removes a gallery's password (revokes every device's access). */
  setClientGalleryPassword: "setClientGalleryPassword",
  /** The owner emails the client the gallery's link and message. */
  emailClientGallery: "emailClientGallery",
  /** A client (or the owner) asks for a download: answers its parts' addresses (client-downloads.ts). */
  requestClientDownload: "requestClientDownload",
  /** The owner copies portfolio works into a gallery's set. */
  addPortfolioWorks: "addPortfolioWorksToClientGallery",
} as const;

/** Why a client cannot open a gallery, as a stable code. */
export const CLIENT_ACCESS_REASONS = [
  "not-found",
  "password-required",
  "wrong-password",
  "too-many-attempts",
  "expired",
] as const;
export type ClientAccessReason = (typeof CLIENT_ACCESS_REASONS)[number];

/** What the client reads for each reason. */
export const CLIENT_ACCESS_MESSAGES: Readonly<Record<ClientAccessReason, string>> = {
  "not-found": "This gallery does not exist, or is no longer shared.",
  "password-required": "This gallery is protected. Enter the password your photographer gave you.",
  "wrong-password": "That password is not right. Check it and try again.",
  "too-many-attempts": "Too many wrong passwords. Please wait a few minutes and try again.",
  expired: "This gallery has expired.",
};

/**
 * Which limit paused a device's attempts: its own (`device`), its network's (`network`), the
 * gallery's plain-link slowdown (`gallery`), or the link key's own (`link`).
 */
export const CLIENT_PAUSE_SCOPES = ["device", "network", "gallery", "link"] as const;
export type ClientPauseScope = (typeof CLIENT_PAUSE_SCOPES)[number];

/** What the client reads when its attempts are paused, by what paused them (the page adds when). */
export const CLIENT_PAUSE_MESSAGES: Readonly<Record<ClientPauseScope, string>> = {
  device: "Too many wrong passwords from this device.",
  network: "Too many wrong passwords from your network.",
  gallery: "Too many wrong passwords have been tried on this gallery, so it is paused for new devices.",
  link: "Too many wrong passwords with this link.",
};

/** What the client can do about a pause, by what paused it (after when to try again). */
export const CLIENT_PAUSE_HINTS: Readonly<Record<ClientPauseScope, string | null>> = {
  device: null,
  network: "To get in now, open the gallery from the link in your photographer's email.",
  gallery: "To get in now, open the gallery from the link in your photographer's email.",
  link: "If this keeps happening, ask your photographer for a new link.",
};

const galleryId = z.string().regex(CLIENT_GALLERY_ID_PATTERN, "Not a gallery id");

export const openClientGalleryRequest = z.strictObject({
  galleryId,
  // Any length: a password set before the 8-character minimum still opens its gallery.
  password: z.string().max(CLIENT_LIMITS.passwordMax).optional(),
  /**
   * The link key from the address's `#k=`, when the page has one for this gallery. Read
   * leniently: a key cut short by a mail client is no key, never an error.
   */
  key: z.string().max(100).optional(),
});
export type OpenClientGalleryRequest = z.input<typeof openClientGalleryRequest>;

/**
 * What a client may know of its gallery. The client's email, the password and the activity
 * are not in it. Times as epoch milliseconds.
 */
export const clientGalleryViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  clientName: z.string(),
  message: z.string(),
  coverWorkId: z.string().nullable(),
  expiresAt: z.number().nullable(),
  downloads: z.object({ size: z.enum(CLIENT_DOWNLOAD_SIZES), whole: z.boolean() }),
  favourites: z.object({ enabled: z.boolean(), max: z.number().nullable() }),
  sets: z.array(clientSetSchema),
  workCount: z.number(),
  /** The photographer's name, for the page's heading and the expiry page. */
  ownerName: z.string(),
});
export type ClientGalleryView = z.infer<typeof clientGalleryViewSchema>;

/**
 * The callable's answer: the view when access is granted, else why not. An expired gallery
 * answers its name and the photographer's, so the polite page can say whose it was.
 */
export const openClientGalleryResponse = z.discriminatedUnion("ok", [
  z.object({
    ok: z.literal(true),
    gallery: clientGalleryViewSchema,
    /** The server's clock (epoch ms): the page names selections by the server's hour. */
    now: z.number().optional(),
  }),
  z.object({
    ok: z.literal(false),
    reason: z.enum(CLIENT_ACCESS_REASONS),
    message: z.string(),
    /** For "expired": what the page names. */
    name: z.string().optional(),
    ownerName: z.string().optional(),
    /** For "too-many-attempts": when the device may try again (epoch ms). */
    retryAt: z.number().optional(),
    /** For "too-many-attempts": which limit paused it. */
    scope: z.enum(CLIENT_PAUSE_SCOPES).optional(),
  }),
]);
export type OpenClientGalleryResponse = z.infer<typeof openClientGalleryResponse>;

export const setClientGalleryPasswordRequest = z.strictObject({
  galleryId,
  /** null removes the password. */
  password: z.string().min(CLIENT_LIMITS.passwordMin).max(CLIENT_LIMITS.passwordMax).nullable(),
});
export type SetClientGalleryPasswordRequest = z.input<typeof setClientGalleryPasswordRequest>;

export const emailClientGalleryRequest = z.strictObject({ galleryId });
export type EmailClientGalleryRequest = z.input<typeof emailClientGalleryRequest>;

/** What to download: one work, one set as a ZIP, or the whole gallery as a ZIP. */
export const requestClientDownloadRequest = z.strictObject({
  galleryId,
  target: z.discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("work"), workId: z.string().min(1).max(128) }),
    z.strictObject({ kind: z.literal("set"), setId: z.string().min(1).max(20) }),
    z.strictObject({ kind: z.literal("all") }),
  ]),
});
export type RequestClientDownloadRequest = z.input<typeof requestClientDownloadRequest>;

export const addPortfolioWorksRequest = z.strictObject({
  galleryId,
  setId: z.string().min(1).max(20),
  itemIds: z.array(z.string().min(1).max(128)).min(1).max(200),
});
export type AddPortfolioWorksRequest = z.input<typeof addPortfolioWorksRequest>;

/** What the owner learns: the works made, and the items left out because they have no uploaded media. */
export interface AddPortfolioWorksResult {
  added: { itemId: string; workId: string }[];
  skipped: string[];
}
