import {
  clientGallerySettingsSchema,
  type ClientDownloadSize,
  type ClientGallerySettings,
} from "@folio/domain";

/** The settings form's fields (the sets are edited apart, in the Works tab). */
export interface SettingsValues {
  name: string;
  clientName: string;
  clientEmail: string;
  /** The last day the gallery answers, YYYY-MM-DD; empty: never expires. */
  expiryDay: string;
  downloadSize: ClientDownloadSize;
  downloadWhole: boolean;
  favouritesEnabled: boolean;
  /** Empty: no maximum. */
  favouritesMax: number | string;
  message: string;
  /** Empty: the first work. */
  coverWorkId: string;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** A day in the owner's time zone as YYYY-MM-DD. */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The gallery answers through the whole of its last day, in the owner's time zone. */
export function endOfDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function toValues(settings: ClientGallerySettings): SettingsValues {
  return {
    name: settings.name,
    clientName: settings.client.name,
    clientEmail: settings.client.email ?? "",
    expiryDay: settings.expiresAt ? dayOf(settings.expiresAt) : "",
    downloadSize: settings.downloads.size,
    downloadWhole: settings.downloads.whole,
    favouritesEnabled: settings.favourites.enabled,
    favouritesMax: settings.favourites.max ?? "",
    message: settings.message,
    coverWorkId: settings.coverWorkId ?? "",
  };
}

/** The settings the form's values make, with the gallery's current sets (not yet checked). */
export function toSettings(
  values: SettingsValues,
  sets: ClientGallerySettings["sets"],
): ClientGallerySettings {
  const email = values.clientEmail.trim();
  const max =
    typeof values.favouritesMax === "number"
      ? values.favouritesMax
      : Number(values.favouritesMax.trim() || NaN);
  return {
    name: values.name.trim(),
    client: { name: values.clientName.trim(), email: email || null },
    coverWorkId: values.coverWorkId || null,
    expiresAt: values.expiryDay ? endOfDay(values.expiryDay) : null,
    downloads: { size: values.downloadSize, whole: values.downloadWhole },
    favourites: { enabled: values.favouritesEnabled, max: Number.isNaN(max) ? null : max },
    message: values.message,
    sets,
  };
}

/** Which form field shows an issue of the domain schema. */
const FIELD_OF: Readonly<Record<string, keyof SettingsValues>> = {
  name: "name",
  "client.name": "clientName",
  "client.email": "clientEmail",
  expiresAt: "expiryDay",
  "favourites.max": "favouritesMax",
  message: "message",
  coverWorkId: "coverWorkId",
};

/** Messages a person reads for the schema's terse ones. */
function friendly(field: keyof SettingsValues, code: string, message: string): string {
  if (field === "expiryDay") return "Enter a date, or leave it empty for never";
  if (field === "favouritesMax") return "Enter a whole number from 1 to 5000, or leave it empty";
  if (code === "too_small") return "Required";
  if (code === "too_big") return "Too long";
  return message;
}

/** Per-field errors of the values, checked by the domain's own schema (as the rules check them). */
export function validateSettings(values: SettingsValues): Partial<Record<keyof SettingsValues, string>> {
  const settings = toSettings(values, [{ id: "main", name: "Check" }]);
  const errors: Partial<Record<keyof SettingsValues, string>> = {};
  if (values.expiryDay && !settings.expiresAt) errors.expiryDay = friendly("expiryDay", "", "");
  const result = clientGallerySettingsSchema.safeParse(settings);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = FIELD_OF[issue.path.join(".")];
    if (field && !errors[field]) errors[field] = friendly(field, issue.code, issue.message);
  }
  return errors;
}
