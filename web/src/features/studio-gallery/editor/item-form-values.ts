import {
  ALL_CATEGORY_ID,
  CAMERA_LIMITS,
  cameraDetailsSchema,
  formatExposure,
  hasCameraDetails,
  parseExposure,
  tagNameKey,
  type CameraDetails,
  type GalleryItem,
  type GalleryItemInput,
  type GalleryItemPatch,
  type GalleryMedia,
  type MediaType,
} from "@folio/domain";

/** The media part of the form: set once a file is uploaded or an address is read. */
export interface MediaValue {
  type: MediaType;
  media: GalleryMedia;
  width: number;
  height: number;
}

/** Everything the item form edits. */
export interface ItemFormValues {
  title: string;
  description: string;
  alt: string;
  category: string;
  tags: string[];
  published: boolean;
  featured: boolean;
  downloadable: boolean;
  media: MediaValue | null;
  /** How the photo was made, as the owner edits it (read from its EXIF at upload). */
  camera: CameraFormValues;
}

/** The camera details as text fields: numbers as typed ("1/250" for a shutter speed). */
export interface CameraFormValues {
  camera: string;
  lens: string;
  /** Millimetres. */
  focalLength: string;
  /** The f-number: "2.8". */
  aperture: string;
  /** "1/250", "2", "0.5 s". */
  exposure: string;
  iso: string;
  /** `YYYY-MM-DDTHH:MM[:SS]`, as a datetime-local field gives it. */
  takenAt: string;
}

const numberText = (value: number | null) => (value === null ? "" : String(value));

/** The form's fields for stored details (empty fields for none). */
export function cameraFormValues(details: CameraDetails | null): CameraFormValues {
  return {
    camera: details?.camera ?? "",
    lens: details?.lens ?? "",
    focalLength: numberText(details?.focalLength ?? null),
    aperture: numberText(details?.aperture ?? null),
    exposure: details?.exposureTime ? formatExposure(details.exposureTime).replace(/ s$/, "") : "",
    iso: numberText(details?.iso ?? null),
    takenAt: details?.takenAt ?? "",
  };
}

/** A field's number, null when empty; undefined when what is typed is not one within `max`. */
function parseNumber(text: string, max: number, integer = false): number | null | undefined {
  const value = text.trim().replace(",", ".");
  if (!value) return null;
  const number = Number(value.replace(/^f\//i, "").replace(/\s*mm$/i, ""));
  if (!Number.isFinite(number) || number <= 0 || number > max || (integer && !Number.isInteger(number)))
    return undefined;
  return number;
}

/**
 * The details the fields describe (null when all are empty), or the message of each field that
 * is not understood. The result passes `cameraDetailsSchema`, as the rules check.
 */
export function cameraFromForm(values: CameraFormValues): {
  details: CameraDetails | null;
  errors: Partial<Record<keyof CameraFormValues, string>>;
} {
  const errors: Partial<Record<keyof CameraFormValues, string>> = {};
  const focalLength = parseNumber(values.focalLength, CAMERA_LIMITS.focalLengthMax);
  const aperture = parseNumber(values.aperture, CAMERA_LIMITS.apertureMax);
  const iso = parseNumber(values.iso, CAMERA_LIMITS.isoMax, true);
  const exposureTime = values.exposure.trim() ? parseExposure(values.exposure) : null;
  if (focalLength === undefined) errors.focalLength = "Enter the focal length in millimetres, such as 35";
  if (aperture === undefined) errors.aperture = "Enter the f-number, such as 2.8";
  if (iso === undefined) errors.iso = "Enter a whole number, such as 400";
  if (values.exposure.trim() && exposureTime === null)
    errors.exposure = "Enter a shutter speed such as 1/250 or 2";
  const details: CameraDetails = {
    camera: values.camera.trim().replace(/\s+/g, " "),
    lens: values.lens.trim().replace(/\s+/g, " "),
    focalLength: focalLength ?? null,
    aperture: aperture ?? null,
    exposureTime,
    iso: iso ?? null,
    takenAt: values.takenAt.trim(),
  };
  const parsed = cameraDetailsSchema.safeParse(details);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = issue.path[0] === "exposureTime" ? "exposure" : (issue.path[0] as keyof CameraFormValues);
      errors[key] ??= issue.message;
    }
  return { details: hasCameraDetails(details) ? details : null, errors };
}

/** Whether every camera field is empty. */
export function cameraFormEmpty(values: CameraFormValues): boolean {
  return Object.values(values).every((value) => value.trim() === "");
}

/** A new item's starting values: published, in All, no media yet. */
export function emptyValues(): ItemFormValues {
  return {
    title: "",
    description: "",
    alt: "",
    category: ALL_CATEGORY_ID,
    tags: [],
    published: true,
    featured: false,
    downloadable: false,
    media: null,
    camera: cameraFormValues(null),
  };
}

/** The form's values for an existing item and its camera details (null: none). */
export function valuesFromItem(item: GalleryItem, camera: CameraDetails | null = null): ItemFormValues {
  return {
    title: item.title,
    description: item.description,
    alt: item.alt,
    category: item.category,
    tags: [...item.tags],
    published: item.published,
    featured: item.featured,
    downloadable: item.downloadable,
    media: {
      type: item.type,
      media: { ...item.media, sizes: [...item.media.sizes] },
      width: item.width,
      height: item.height,
    },
    camera: cameraFormValues(camera),
  };
}

/** A new item's input from the form (the media must be set; the form validates that first). */
export function inputFromValues(values: ItemFormValues, order: number): GalleryItemInput {
  if (!values.media) throw new Error("Add an image or a video first");
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    alt: values.alt.trim(),
    category: values.category,
    tags: values.tags,
    published: values.published,
    featured: values.featured,
    downloadable: values.downloadable,
    type: values.media.type,
    media: { ...values.media.media, sizes: [...values.media.media.sizes] },
    width: values.media.width,
    height: values.media.height,
    order,
  };
}

/**
 * The camera details to save when they differ from `before` (what is stored; null: none):
 * `undefined` when nothing changed, null to remove them.
 */
export function cameraToSave(
  before: CameraDetails | null,
  values: ItemFormValues,
): CameraDetails | null | undefined {
  const after = cameraFromForm(values.camera).details;
  return JSON.stringify(after) === JSON.stringify(before) ? undefined : after;
}

function sameTags(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((tag, index) => tag === b[index]);
}

/** Only what changed, so an edit never overwrites a field someone else (or a trigger) just wrote. */
export function patchFromValues(item: GalleryItem, values: ItemFormValues): GalleryItemPatch {
  const patch: GalleryItemPatch = {};
  const text = { title: values.title.trim(), description: values.description.trim(), alt: values.alt.trim() };
  for (const key of ["title", "description", "alt"] as const)
    if (text[key] !== item[key]) patch[key] = text[key];
  if (values.category !== item.category) patch.category = values.category;
  if (!sameTags(values.tags, item.tags)) patch.tags = values.tags;
  for (const key of ["published", "featured", "downloadable"] as const)
    if (values[key] !== item[key]) patch[key] = values[key];
  if (values.media && JSON.stringify(values.media.media) !== JSON.stringify(item.media)) {
    patch.type = values.media.type;
    patch.media = { ...values.media.media, sizes: [...values.media.media.sizes] };
    patch.width = values.media.width;
    patch.height = values.media.height;
  }
  return patch;
}

/** Tag names without case-insensitive repeats, the first spelling kept (what TagsInput lets through). */
export function dedupeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tagNameKey(tag);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
