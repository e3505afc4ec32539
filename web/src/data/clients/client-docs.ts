import {
  CLIENT_LINK_KEY_PATTERN,
  clientGallerySettingsSchema,
  clientWorkDocSchema,
  isDateKey,
  type ClientActivity,
  type ClientFailedDay,
  type ClientGallerySettings,
  type ClientWorkDoc,
} from "@folio/domain";

/**
 * Reading client gallery documents at the edge (domain/src/clients): the owner's settings as
 * the studio edits them, the server's fields beside them, and the activity summary. A document
 * that does not parse reads as null (the page says so) rather than half-shown.
 */

/** A gallery as the studio shows it. */
export interface ClientGallery {
  id: string;
  settings: ClientGallerySettings;
  /** Server-owned: whether a password protects it. */
  hasPassword: boolean;
  /** Server-owned: a client opened it with a password shorter than today's minimum. */
  weakPassword: boolean;
  /** The link key the client's link carries (`#k=`); null for a gallery made before link keys. */
  linkKey: string | null;
  /** Server-owned: works counted by the server; null until it counted. */
  workCount: number | null;
  /** Server-owned: when the client was last emailed the link. */
  emailedAt: Date | null;
  createdAt: Date | null;
}

/** A Firestore Timestamp (or Date) as a Date; null for anything else (a pending server time). */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { toDate?: unknown }).toDate === "function"
  )
    return (value as { toDate: () => Date }).toDate();
  return null;
}

export function parseClientGallery(
  id: string,
  data: Record<string, unknown> | undefined,
): ClientGallery | null {
  if (!data) return null;
  const {
    hasPassword,
    weakPassword,
    linkKey,
    workCount,
    emailedAt,
    createdAt,
    updatedAt: _updatedAt,
    expiresAt,
    ...rest
  } = data;
  const parsed = clientGallerySettingsSchema.safeParse({
    ...rest,
    expiresAt: expiresAt == null ? null : toDate(expiresAt),
  });
  if (!parsed.success) return null;
  return {
    id,
    settings: parsed.data,
    hasPassword: hasPassword === true,
    weakPassword: weakPassword === true,
    linkKey: typeof linkKey === "string" && CLIENT_LINK_KEY_PATTERN.test(linkKey) ? linkKey : null,
    workCount: typeof workCount === "number" ? workCount : null,
    emailedAt: toDate(emailedAt),
    createdAt: toDate(createdAt),
  };
}

/** A work of a gallery, with its id. */
export interface ClientWork extends ClientWorkDoc {
  id: string;
}

export function parseClientWork(id: string, data: Record<string, unknown> | undefined): ClientWork | null {
  const parsed = clientWorkDocSchema.safeParse(data);
  return parsed.success ? { id, ...parsed.data } : null;
}

const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);
function counts(value: unknown): Record<string, number> {
  const result: Record<string, number> = Object.create(null) as Record<string, number>;
  if (typeof value !== "object" || value === null) return result;
  for (const [key, entry] of Object.entries(value)) if (typeof entry === "number") result[key] = entry;
  return result;
}
const DEVICES = ["phone", "tablet", "desktop"] as const;
const isDevice = (value: unknown): value is (typeof DEVICES)[number] =>
  typeof value === "string" && (DEVICES as readonly string[]).includes(value);

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

/** `activity/failures`, read leniently. */
function parseFailedAttempts(value: unknown): ClientActivity["failedAttempts"] {
  const stored = record(value);
  const byDay: Record<string, ClientFailedDay> = Object.create(null) as Record<string, ClientFailedDay>;
  for (const [day, entry] of Object.entries(record(stored.byDay))) {
    if (!isDateKey(day)) continue;
    const counts = record(entry);
    byDay[day] = {
      failures: count(counts.failures),
      withLink: count(counts.withLink),
      networks: count(counts.networks),
    };
  }
  return { byDay, lastAt: toDate(stored.lastAt), pausedUntil: toDate(stored.pausedUntil) };
}

/**
 * The server's activity summary and wrong-password counts, read leniently (a missing field
 * counts as none); null when neither exists yet.
 */
export function parseClientActivity(
  summary: Record<string, unknown> | undefined,
  failures?: Record<string, unknown>,
): ClientActivity | null {
  if (!summary && !failures) return null;
  const data = summary ?? {};
  const byDevice = counts(data.byDevice);
  const downloads = (
    typeof data.downloads === "object" && data.downloads !== null ? data.downloads : {}
  ) as Record<string, unknown>;
  const recent = Array.isArray(data.recentOpens) ? (data.recentOpens as unknown[]) : [];
  return {
    opens: count(data.opens),
    devices: count(data.devices),
    byDevice: { phone: byDevice.phone ?? 0, tablet: byDevice.tablet ?? 0, desktop: byDevice.desktop ?? 0 },
    firstOpenedAt: toDate(data.firstOpenedAt),
    lastOpenedAt: toDate(data.lastOpenedAt),
    recentOpens: recent.flatMap((open) => {
      const { at, device } = (open ?? {}) as Record<string, unknown>;
      const date = toDate(at);
      return date && isDevice(device) ? [{ at: date, device }] : [];
    }),
    favourites: counts(data.favourites),
    selections: count(data.selections),
    lastSelectionAt: toDate(data.lastSelectionAt),
    downloads: {
      works: count(downloads.works),
      zips: count(downloads.zips),
      perWork: counts(downloads.perWork),
    },
    failedAttempts: parseFailedAttempts(failures),
  };
}
