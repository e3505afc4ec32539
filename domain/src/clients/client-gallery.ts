// Client galleries: private proofing collections (issue 35). Nothing here is part of the public
// portfolio: a client gallery's works live in their own collection and their own Storage tree,
// so no public query, page, sitemap, tag count or analytics list can reach them.
//
// Who reads and writes what (firestore.rules and storage.rules enforce it):
// - `client_galleries/{galleryId}`: the owner's settings. Only the owner reads and writes it; a
//   client learns what it may see through the `openClientGallery` callable.
// - `client_galleries/{galleryId}/works/{workId}`: one work. The owner creates it and sets its
//   set and order; the media pipeline writes its media. Clients holding a grant read it.
// - `client_galleries/{galleryId}/grants/{uid}`: written by the server when a device opened the
//   gallery (with the password when it has one). The rules check it for every client read.
// - `client_galleries/{galleryId}/favourites/{uid}`: one device's hearts, written by that device.
// - `client_galleries/{galleryId}/activity/summary`: what clients did, counted by the server;
//   `activity/failures`: the wrong passwords tried, counted by the server.
// - `client_selections/{selectionId}`: a selection a client sent; the owner's inbox lists them.
// - `client_gallery_secrets/{galleryId}`: the password's hash and the plain link's failed
//   attempts; `…/attempts/link`: the failed attempts made with the link key. Server only.
// - `client_download_tickets/{ticket}`: a download the server issued (client-downloads.ts), with
//   its manifest pages and the leases of parts being streamed. Server only, removed by TTL.
import { z } from "../zod";
import { galleryMediaSchema } from "../content/gallery-schema";
import { MESSAGE_PATTERNS } from "../messages/patterns";

export const CLIENT_COLLECTIONS = {
  galleries: "client_galleries",
  /** Subcollections of a gallery. */
  works: "works",
  grants: "grants",
  favourites: "favourites",
  activity: "activity",
  selections: "client_selections",
  secrets: "client_gallery_secrets",
  downloadTickets: "client_download_tickets",
  /** A ZIP part's frozen list of files, a page of entries per document. Server only. */
  downloadManifests: "client_download_manifests",
  /** ZIP parts streaming now, per device and per gallery. Server only. */
  downloadLeases: "client_download_leases",
} as const;

/** The one document of `client_galleries/{id}/activity` that counts what clients did. */
export const CLIENT_ACTIVITY_DOC = "summary";
/**
 * Its sibling counting wrong passwords (ClientFailedAttempts). Apart from the summary, so a
 * guesser's writes never contend with the writes that let the client in.
 */
export const CLIENT_FAILURES_DOC = "failures";

export const CLIENT_LIMITS = {
  nameMax: 100,
  clientNameMax: 100,
  emailMax: 254,
  messageMax: 2000,
  setsMax: 30,
  setNameMax: 60,
  /** Works in one gallery (favourites lists and activity maps are bounded by it). */
  worksMax: 5000,
  fileNameMax: 200,
  /**
   * A new or changed password's least length. Older galleries' shorter passwords still open
   * (the callable checks any length); the studio flags them as weak once a client used one.
   */
  passwordMin: 8,
  passwordMax: 100,
  /** The largest "pick N" an owner may set. */
  favouritesMax: 5000,
  /** A client's grid loads this many works per page (a cursor page, never the full listing). */
  pageSize: 60,
  selectionNoteMax: 1000,
  /** Failed password attempts allowed per device (anonymous uid) in the window: a courtesy only. */
  attemptsPerDevice: 5,
  /** Failed plain-link attempts allowed per network (IPv4 address, IPv6 /64) in the window. */
  attemptsPerNetwork: 10,
  attemptWindowMs: 15 * 60 * 1000,
  /**
   * The gallery's plain-link failures within `slowdownHistoryMs` that cost nothing; each one
   * beyond them makes the next plain-link attempt wait after the last failure, twice as long as
   * the one before (`slowdownBaseMs`, `slowdownBaseMs` × 2, …, at most `slowdownMaxMs`).
   */
  galleryFreeFailures: 20,
  /** The same for attempts that carry the gallery's link key (each key its own count). */
  linkFreeFailures: 10,
  slowdownBaseMs: 60 * 1000,
  slowdownMaxMs: 60 * 60 * 1000,
  slowdownHistoryMs: 24 * 60 * 60 * 1000,
  /** Selections one device may send to one gallery per clock hour (the rules count them by id). */
  selectionsPerDeviceHour: 3,
  /** Selections one gallery takes per clock hour; the server marks any beyond as over the limit. */
  selectionsPerGalleryHour: 10,
  /** After a selection email, the gallery's next selections within this long are not emailed. */
  selectionQuietMs: 15 * 60 * 1000,
  /** Hearts one write may add or remove (the page changes one at a time). */
  favouritesChangeMax: 20,
  /** A favourites list's bound while the gallery has no maximum and no counted works yet. */
  favouritesUncountedMax: 100,
  /** The opens the activity summary keeps in full (the most recent); counts cover all. */
  recentOpensMax: 20,
  /** The days of failed password attempts the activity summary keeps. */
  failedDaysKept: 14,
} as const;

/** A client gallery id: Firestore's own 20-character random ids (about 119 bits, unguessable). */
export const CLIENT_GALLERY_ID_SOURCE = "[A-Za-z0-9]{20}";
export const CLIENT_GALLERY_ID_PATTERN = new RegExp(`^${CLIENT_GALLERY_ID_SOURCE}$`);

/** The client's address of a gallery on the site. */
export function clientGalleryPath(galleryId: string): string {
  return `/client/${galleryId}`;
}

/**
 * A gallery's link key: 32 random bytes in base64url, on the owner-only gallery document
 * (`linkKey`). The owner's "Email the client" and "Copy link" carry it in the address's
 * fragment (`#k=`), which no browser sends in a request or a Referer. It opens nothing alone:
 * an attempt that carries it still needs the password, but has limits of its own, so an
 * attacker holding only the bare link can never slow the client down.
 */
export const CLIENT_LINK_KEY_SOURCE = "[A-Za-z0-9_-]{43}";
export const CLIENT_LINK_KEY_PATTERN = new RegExp(`^${CLIENT_LINK_KEY_SOURCE}$`);

/** The client's address of a gallery with its link key, as the owner shares it. */
export function clientGalleryLinkPath(galleryId: string, linkKey: string | null): string {
  return linkKey ? `${clientGalleryPath(galleryId)}#k=${linkKey}` : clientGalleryPath(galleryId);
}

/**
 * The hour a selection's id names: whole hours since the epoch (the rules read `request.time`
 * the same way and accept this hour or the one before).
 */
export function selectionHour(epochMs: number): number {
  return Math.floor(epochMs / (60 * 60 * 1000));
}

/**
 * A selection's id: `<galleryId>_<uid>_<hour>_<n>`, n from 0 to selectionsPerDeviceHour - 1.
 * The rules allow only these ids and only creates, so a device sends at most that many
 * selections to a gallery in an hour, whatever it tries.
 */
export function selectionId(galleryId: string, uid: string, hour: number, n: number): string {
  return `${galleryId}_${uid}_${hour}_${n}`;
}

export const CLIENT_DOWNLOAD_SIZES = ["none", "web", "full"] as const;
export type ClientDownloadSize = (typeof CLIENT_DOWNLOAD_SIZES)[number];

/** Named text: not blank, no space at either end (forms trim first), as the rules' pattern. */
const text = (max: number) => z.string().min(1).max(max).regex(MESSAGE_PATTERNS.text, "Enter some text");
const setIdSchema = z.string().regex(/^[a-z0-9]{1,20}$/, "Not a set id");

/** A set inside a gallery ("Ceremony", "Portraits"); the array's order is the sets' order. */
export const clientSetSchema = z.strictObject({ id: setIdSchema, name: text(CLIENT_LIMITS.setNameMax) });
export type ClientSet = z.infer<typeof clientSetSchema>;

/**
 * What the owner writes on `client_galleries/{id}` (the studio writes it directly; the rules
 * accept exactly this shape, plus `createdAt`/`updatedAt` server times, the `linkKey` the studio
 * makes and renews (CLIENT_LINK_KEY_SOURCE), and the server-owned `hasPassword`, `weakPassword`,
 * `workCount` and `emailedAt`).
 */
export const clientGallerySettingsSchema = z.strictObject({
  name: text(CLIENT_LIMITS.nameMax),
  client: z.strictObject({
    name: text(CLIENT_LIMITS.clientNameMax),
    // Optional: a gallery can be shared by link without being emailed.
    email: z
      .string()
      .max(CLIENT_LIMITS.emailMax)
      .regex(MESSAGE_PATTERNS.email, "Enter a valid email address")
      .nullable(),
  }),
  /** A work of this gallery shown first and on the link's card; null: the first work. */
  coverWorkId: z.string().min(1).max(128).nullable(),
  /** After this instant the gallery and its files stop answering; null: never. */
  expiresAt: z.date().nullable(),
  downloads: z.strictObject({
    size: z.enum(CLIENT_DOWNLOAD_SIZES),
    /** The whole gallery, or a whole set, as one ZIP (works one by one are always allowed unless size is none). */
    whole: z.boolean(),
  }),
  favourites: z.strictObject({
    enabled: z.boolean(),
    /** "Pick 40": null for no maximum. */
    max: z.number().int().min(1).max(CLIENT_LIMITS.favouritesMax).nullable(),
  }),
  message: z.string().max(CLIENT_LIMITS.messageMax),
  sets: z.array(clientSetSchema).min(1).max(CLIENT_LIMITS.setsMax),
});
export type ClientGallerySettings = z.infer<typeof clientGallerySettingsSchema>;

/** A new gallery's settings before the owner changes anything. */
export function defaultClientGallerySettings(name: string, clientName: string): ClientGallerySettings {
  return {
    name,
    client: { name: clientName, email: null },
    coverWorkId: null,
    expiresAt: null,
    downloads: { size: "web", whole: true },
    favourites: { enabled: true, max: null },
    message: "",
    sets: [{ id: "main", name: "Highlights" }],
  };
}

/**
 * A work of a client gallery. The studio creates it with `setId`, `order` and `fileName` (the
 * original's name, which the selection email lists for Lightroom) before uploading; the
 * pipeline adds `type`, `media`, `width` and `height` when the files are ready. A client's
 * grid skips a work without media (still being prepared).
 */
export const clientWorkDocSchema = z.object({
  setId: setIdSchema,
  order: z.number().finite(),
  fileName: z.string().min(1).max(CLIENT_LIMITS.fileNameMax),
  type: z.enum(["image", "video"]).optional(),
  media: galleryMediaSchema.optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type ClientWorkDoc = z.infer<typeof clientWorkDocSchema>;

/**
 * The most hearts one device may keep in a gallery: its "pick N" when set, else its counted
 * works, else (works not counted yet) a small fixed bound. The rules read it the same way.
 */
export function favouritesBound(gallery: { favouritesMax: number | null; workCount: number | null }): number {
  if (gallery.favouritesMax !== null) return gallery.favouritesMax;
  if (gallery.workCount !== null) return gallery.workCount;
  return CLIENT_LIMITS.favouritesUncountedMax;
}

/** One device's hearts: `client_galleries/{id}/favourites/{uid}`. */
export const clientFavouritesDocSchema = z.strictObject({
  workIds: z.array(z.string().min(1).max(128)).max(CLIENT_LIMITS.worksMax),
  // serverTimestamp() on write.
  updatedAt: z.unknown(),
});

/** A selection a client sends: `client_selections/{id}`, created by the client's device. */
export const clientSelectionDocSchema = z.strictObject({
  galleryId: z.string().regex(CLIENT_GALLERY_ID_PATTERN),
  /** The device (anonymous uid) that sent it. */
  uid: z.string().min(1).max(128),
  // Distinct, and within the gallery's bound on a device's hearts: the rules check both.
  workIds: z
    .array(z.string().min(1).max(128))
    .min(1)
    .max(CLIENT_LIMITS.worksMax)
    .refine((ids) => new Set(ids).size === ids.length, "The same work twice"),
  note: z.string().max(CLIENT_LIMITS.selectionNoteMax),
  // serverTimestamp() on write.
  createdAt: z.unknown(),
});
export type ClientSelectionDoc = z.infer<typeof clientSelectionDocSchema>;

/**
 * What the server counts per gallery (`activity/summary`), exactly once per open, heart change,
 * selection and download. The owner's own previews are never counted. Every map is bounded: by
 * the gallery's works, or by the three device classes.
 */
export interface ClientActivity {
  opens: number;
  /** Distinct devices (grants) that opened it. */
  devices: number;
  byDevice: Partial<Record<"phone" | "tablet" | "desktop", number>>;
  firstOpenedAt: Date | null;
  lastOpenedAt: Date | null;
  /** The most recent opens, newest first (CLIENT_LIMITS.recentOpensMax). */
  recentOpens: { at: Date; device: "phone" | "tablet" | "desktop" }[];
  /** Hearts per work across devices, as the favourites documents stand now. */
  favourites: Record<string, number>;
  selections: number;
  lastSelectionAt: Date | null;
  downloads: { works: number; zips: number; perWork: Record<string, number> };
  /** Wrong passwords tried on the gallery (`activity/failures`): what the owner sees of an attack. */
  failedAttempts: ClientFailedAttempts;
}

/** One UTC day's wrong passwords. */
export interface ClientFailedDay {
  failures: number;
  /** Of them, tried with the gallery's link key (the emailed or copied link). */
  withLink: number;
  /** Distinct networks (IPv4 addresses, IPv6 /64s) they came from, as far as the server kept them. */
  networks: number;
}

/** `activity/failures`, written by `openClientGallery` with each wrong password. */
export interface ClientFailedAttempts {
  /** By UTC day ("2026-11-29"), the last `failedDaysKept` days. */
  byDay: Record<string, ClientFailedDay>;
  lastAt: Date | null;
  /** Until when plain-link attempts wait, as of the last failure; null when they do not. */
  pausedUntil: Date | null;
}
