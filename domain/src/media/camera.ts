// Schema-free, so the viewer can format details on a visitor's first load without zod
// (the stored shape's schema is camera-schema.ts).
import { SITE_PATTERN_SOURCES } from "../site/limits";

/**
 * Where a work's camera details live: `camera_details/<itemId>`, written by the owner (the
 * studio saves it with the work), read by visitors only while the site shows camera details
 * and the work is published. Not in the work's own document, which every visitor may read:
 * an owner who does not show them gives none away.
 */
export const CAMERA_DETAILS_COLLECTION = "camera_details";

/**
 * How a photo was made, read from its EXIF at upload (functions/src/media) and editable by the
 * owner. Never where: the location is not read at all.
 */
export interface CameraDetails {
  /** The camera body as photographers name it: "Canon EOS R5", "Apple iPhone 15 Pro"; "" when unknown. */
  camera: string;
  /** The lens: "RF24-70mm F2.8 L IS USM"; "" when unknown. */
  lens: string;
  /** Focal length in millimetres. */
  focalLength: number | null;
  /** The f-number (2.8 for f/2.8). */
  aperture: number | null;
  /** Exposure time in seconds (0.004 for 1/250 s). */
  exposureTime: number | null;
  /** ISO speed. */
  iso: number | null;
  /**
   * When the photo was taken, in the camera's own clock: `YYYY-MM-DDTHH:MM` or with seconds
   * (EXIF's DateTimeOriginal has no time zone, so none is invented); "" when unknown.
   */
  takenAt: string;
}

/** Bounds of each field; firestore.rules (isCameraDetails) repeats them. */
export const CAMERA_LIMITS = {
  textMax: 100,
  focalLengthMax: 5000,
  apertureMax: 1000,
  /** A day: longer exposures exist, but not from a camera's own metadata. */
  exposureTimeMax: 86_400,
  isoMax: 10_000_000,
} as const;

/** A one-line text: no control or invisible characters, no whitespace at either end. */
export const CAMERA_TEXT_PATTERN_SOURCE = SITE_PATTERN_SOURCES.line;
/** A local date and time as `takenAt` holds it, or "". */
export const TAKEN_AT_PATTERN_SOURCE = "^([0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2})?)?$";

const L = CAMERA_LIMITS;

/** Details with nothing known. */
export const EMPTY_CAMERA_DETAILS: CameraDetails = {
  camera: "",
  lens: "",
  focalLength: null,
  aperture: null,
  exposureTime: null,
  iso: null,
  takenAt: "",
};

/** Whether anything is known. */
export function hasCameraDetails(details: CameraDetails | null | undefined): details is CameraDetails {
  return Boolean(
    details &&
    (details.camera ||
      details.lens ||
      details.takenAt ||
      [details.focalLength, details.aperture, details.exposureTime, details.iso].some((v) => v !== null)),
  );
}

/** Camera strings often end in NULs or padding, or repeat spaces: one tidy line, cut to the bound. */
export function tidyCameraText(value: unknown): string {
  if (typeof value !== "string") return "";
  const line = value
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return line.slice(0, L.textMax).trim();
}

/** "Canon" + "Canon EOS R5" reads "Canon EOS R5"; "SONY" + "ILCE-7M4" reads "SONY ILCE-7M4". */
export function cameraName(make: unknown, model: unknown): string {
  const m = tidyCameraText(make);
  const body = tidyCameraText(model);
  if (!body) return m;
  if (!m || body.toLowerCase().startsWith(m.split(" ")[0]?.toLowerCase() ?? "")) return body;
  return tidyCameraText(`${m} ${body}`);
}

/** EXIF's "2026:06:14 19:42:07" as "2026-06-14T19:42:07"; "" for anything else. */
export function takenAtFromExif(value: unknown): string {
  if (typeof value !== "string") return "";
  const match = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value.trim());
  if (!match) return "";
  const [, year, month, day, hour, minute, second] = match;
  if (year === "0000" || Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > 31)
    return "";
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59) return "";
  return `${year}-${month}-${day}T${hour}:${minute}${second ? `:${second}` : ""}`;
}

/** A number within (0, max], or null (EXIF rationals can be 0/0, negative or absurd). */
export function boundedNumber(value: unknown, max: number, { integer = false } = {}): number | null {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0 || value > max) return null;
  if (integer) return Math.round(value) >= 1 ? Math.round(value) : null;
  // Six significant digits are plenty and keep 1/3 s from storing sixteen.
  return Number(value.toPrecision(6));
}

/** Exposure time as photographers write it: "1/250 s", "2 s", "0.3 s". */
export function formatExposure(seconds: number): string {
  if (seconds >= 1) return `${Number(seconds.toFixed(1))} s`;
  const denominator = Math.round(1 / seconds);
  if (Math.abs(1 / denominator - seconds) / seconds < 0.05) return `1/${denominator} s`;
  return `${Number(seconds.toFixed(2))} s`;
}

/** "1/250", "1/250 s", "0.5", "2s", `2"`: seconds, or null when it is none of those. */
export function parseExposure(text: string): number | null {
  const value = text.trim().replace(/\s*(s|sec|″|")$/i, "");
  const fraction = /^(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)$/.exec(value);
  const seconds = fraction
    ? Number(fraction[1]) / Number(fraction[2])
    : /^\d+(\.\d+)?$/.test(value)
      ? Number(value)
      : NaN;
  return boundedNumber(seconds, L.exposureTimeMax);
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The lines a viewer shows, the same on the server and in the browser (no locale involved). */
export function cameraLines(details: CameraDetails): string[] {
  const settings = [
    details.focalLength !== null ? `${Number(details.focalLength.toFixed(1))} mm` : "",
    details.aperture !== null ? `f/${Number(details.aperture.toFixed(1))}` : "",
    details.exposureTime !== null ? formatExposure(details.exposureTime) : "",
    details.iso !== null ? `ISO ${details.iso}` : "",
  ].filter(Boolean);
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(details.takenAt);
  const taken = date ? `${Number(date[3])} ${MONTHS[Number(date[2]) - 1] ?? ""} ${date[1]}` : "";
  return [[details.camera, details.lens].filter(Boolean).join(" · "), settings.join(" · "), taken].filter(
    Boolean,
  );
}
