import {
  CLIENT_DOWNLOAD_SIZES,
  CLIENT_LIMITS,
  clientSetSchema,
  type ClientDownloadSize,
  type ClientGalleryView,
  type ClientSet,
} from "@folio/domain";
import { Timestamp } from "firebase-admin/firestore";

/** A gallery document as the server reads it: every field checked, bad ones replaced. */
export interface StoredGallery {
  name: string;
  clientName: string;
  /** The client's address when it is a plausible one, else null. */
  clientEmail: string | null;
  message: string;
  coverWorkId: string | null;
  /** Epoch ms, or null for never. */
  expiresAt: number | null;
  /** A malformed `expiresAt` (not a time): read as expired, as the rules read it (they deny). */
  expiryMalformed: boolean;
  downloads: { size: ClientDownloadSize; whole: boolean };
  favourites: { enabled: boolean; max: number | null };
  sets: ClientSet[];
  workCount: number;
  hasPassword: boolean;
}

const text = (value: unknown, max: number): string => (typeof value === "string" ? value.slice(0, max) : "");
const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/**
 * Reads a stored gallery leniently: the studio writes it through the rules, but an older or
 * hand-edited document must not break a client's page. Each malformed set is skipped, other
 * fields fall back to what shows and grants least (downloads off, favourites off).
 */
export function parseStoredGallery(data: Record<string, unknown>): StoredGallery {
  const client = record(data.client);
  const downloads = record(data.downloads);
  const favourites = record(data.favourites);
  const expires = data.expiresAt;
  const max = favourites.max;
  const email = client.email;
  return {
    name: text(data.name, CLIENT_LIMITS.nameMax),
    clientName: text(client.name, CLIENT_LIMITS.clientNameMax),
    clientEmail:
      typeof email === "string" && email.length <= CLIENT_LIMITS.emailMax && EMAIL.test(email) ? email : null,
    message: text(data.message, CLIENT_LIMITS.messageMax),
    coverWorkId: typeof data.coverWorkId === "string" && data.coverWorkId ? data.coverWorkId : null,
    expiresAt: expires instanceof Timestamp ? expires.toMillis() : null,
    expiryMalformed: expires !== undefined && expires !== null && !(expires instanceof Timestamp),
    downloads: {
      size: CLIENT_DOWNLOAD_SIZES.find((size) => size === downloads.size) ?? "none",
      whole: downloads.whole === true,
    },
    favourites: {
      enabled: favourites.enabled === true,
      max: typeof max === "number" && Number.isSafeInteger(max) && max >= 1 ? max : null,
    },
    sets: (Array.isArray(data.sets) ? data.sets : []).slice(0, CLIENT_LIMITS.setsMax).flatMap((set) => {
      const parsed = clientSetSchema.safeParse(set);
      return parsed.success ? [parsed.data] : [];
    }),
    workCount:
      typeof data.workCount === "number" && Number.isSafeInteger(data.workCount) && data.workCount >= 0
        ? data.workCount
        : 0,
    hasPassword: data.hasPassword === true,
  };
}

/** Whether the gallery no longer answers clients at `now` (epoch ms). */
export function isExpired(gallery: StoredGallery, now: number): boolean {
  return gallery.expiryMalformed || (gallery.expiresAt !== null && gallery.expiresAt <= now);
}

/** What a client may know of its gallery: no client email, no password, no activity. */
export function clientViewOf(id: string, gallery: StoredGallery, ownerName: string): ClientGalleryView {
  return {
    id,
    name: gallery.name,
    clientName: gallery.clientName,
    message: gallery.message,
    coverWorkId: gallery.coverWorkId,
    expiresAt: gallery.expiresAt,
    downloads: gallery.downloads,
    favourites: gallery.favourites,
    sets: gallery.sets,
    workCount: gallery.workCount,
    ownerName,
  };
}
