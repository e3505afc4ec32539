// Makes the public files of an uploaded picture with sharp (libvips), as Firebase's Resize
// Images extension does: decoded once per output, turned upright (EXIF orientation applied to
// the pixels), resized, encoded, and written without any metadata but the colour profile.
import {
  boundedNumber,
  CAMERA_LIMITS,
  cameraName,
  DISPLAY_LONG_EDGE_MAX,
  displaySizes,
  fitWithin,
  hasCameraDetails,
  PORTRAIT_LONG_EDGE_MAX,
  POSTER_LONG_EDGE_MAX,
  takenAtFromExif,
  tidyCameraText,
  type CameraDetails,
  type PixelSize,
} from "@folio/domain";
import exifr from "exifr";
import sharp, { type Metadata } from "sharp";
import { UnreadableMediaError } from "./patches";

// One image at a time per instance, and no libvips operation cache between uploads.
sharp.cache(false);

/** WebP quality of display copies: indistinguishable from the source at viewing size. */
const DISPLAY_QUALITY = 82;
/** Quality of a full-size download: a copy to keep, so close to the source. */
const DOWNLOAD_QUALITY = 92;

/** One file the pipeline writes. */
export interface ImageOutput {
  /** File name within the upload's public folder. */
  name: string;
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
  /** A display size (shown while the work is published) or the download (only while downloadable too). */
  role: "display" | "download";
}

/** What a picture became. */
export interface PreparedImage {
  /** Upright size of the picture. */
  size: PixelSize;
  /** Display sizes, smallest first (for `srcset`; the last is the viewer's), then the download. */
  outputs: ImageOutput[];
  camera: CameraDetails | null;
}

type Format = "jpeg" | "png" | "webp" | "gif" | "avif";

/** What the download of each source format is saved as: the same kind of file, AVIF as JPEG (quicker to make, read everywhere). */
const DOWNLOAD_FORMATS: Readonly<
  Record<Format, { format: "jpeg" | "png" | "webp" | "gif"; ext: string; type: string }>
> = {
  jpeg: { format: "jpeg", ext: "jpg", type: "image/jpeg" },
  avif: { format: "jpeg", ext: "jpg", type: "image/jpeg" },
  png: { format: "png", ext: "png", type: "image/png" },
  webp: { format: "webp", ext: "webp", type: "image/webp" },
  gif: { format: "gif", ext: "gif", type: "image/gif" },
};

/**
 * Whether to carry the source's colour profile: a wide-gamut (Display P3, Adobe RGB) photo keeps
 * its own, so its colours neither shift nor clip; sRGB, the web's default, needs none (a few KB
 * saved on every small size). CMYK is converted to sRGB, which WebP needs.
 */
function keepsProfile(space: string | undefined, profileName: string | null): boolean {
  if (space === "cmyk" || profileName === null) return false;
  return !/srgb|^c2$/i.test(profileName.trim());
}

/**
 * Reads only what the camera details need from the picture's EXIF block (as sharp hands it over
 * for every format: JPEG, PNG, WebP, AVIF), never the GPS block.
 */
async function readCameraTags(exif: Buffer | undefined): Promise<Record<string, unknown>> {
  if (!exif) return {};
  // sharp gives the block as JPEG stores it, behind "Exif\0\0"; exifr reads the TIFF within.
  const tiff = exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? exif.subarray(6) : exif;
  try {
    const tags = (await exifr.parse(tiff, {
      tiff: true,
      ifd0: { pick: ["Make", "Model"] },
      exif: {
        pick: [
          "LensModel",
          "FocalLength",
          "FNumber",
          "ExposureTime",
          "ISO",
          "ISOSpeedRatings",
          "DateTimeOriginal",
        ],
      },
      gps: false,
      ifd1: false,
      interop: false,
      reviveValues: false,
      translateValues: false,
    })) as Record<string, unknown> | undefined;
    return tags ?? {};
  } catch {
    // Unparseable metadata is no reason to refuse the picture: it simply has no details.
    return {};
  }
}

/**
 * The name an ICC profile gives itself (its `desc` tag: ASCII in version 2, UTF-16 `mluc` in
 * version 4), or null when the bytes are no profile.
 */
export function iccDescription(icc: Buffer | undefined): string | null {
  if (!icc || icc.length < 132) return null;
  const count = icc.readUInt32BE(128);
  for (let i = 0; i < count && 132 + i * 12 + 12 <= icc.length; i++) {
    const entry = 132 + i * 12;
    if (icc.toString("latin1", entry, entry + 4) !== "desc") continue;
    const offset = icc.readUInt32BE(entry + 4);
    const type = icc.toString("latin1", offset, offset + 4);
    if (type === "desc" && offset + 12 <= icc.length) {
      const length = icc.readUInt32BE(offset + 8);
      return icc
        .toString("latin1", offset + 12, Math.min(icc.length, offset + 12 + length))
        .replace(/\0+$/, "");
    }
    if (type === "mluc" && offset + 28 <= icc.length) {
      const length = icc.readUInt32BE(offset + 20);
      const start = offset + icc.readUInt32BE(offset + 24);
      const text = icc.subarray(start, Math.min(icc.length, start + length));
      return Buffer.from(text).swap16().toString("utf16le").replace(/\0+$/, "");
    }
  }
  return null;
}

/** Camera details from EXIF tags, tidied and bounded; null when there are none. */
export function cameraDetailsFrom(tags: Readonly<Record<string, unknown>>): CameraDetails | null {
  const iso = Array.isArray(tags.ISO) ? tags.ISO[0] : (tags.ISO ?? tags.ISOSpeedRatings);
  const details: CameraDetails = {
    camera: cameraName(tags.Make, tags.Model),
    lens: tidyCameraText(tags.LensModel),
    focalLength: boundedNumber(tags.FocalLength, CAMERA_LIMITS.focalLengthMax),
    aperture: boundedNumber(tags.FNumber, CAMERA_LIMITS.apertureMax),
    exposureTime: boundedNumber(tags.ExposureTime, CAMERA_LIMITS.exposureTimeMax),
    iso: boundedNumber(iso, CAMERA_LIMITS.isoMax, { integer: true }),
    takenAt: takenAtFromExif(tags.DateTimeOriginal),
  };
  return hasCameraDetails(details) ? details : null;
}

/** What a picture is for, and so what is made of it. */
export type ImageUse = "work" | "poster" | "portrait";

/**
 * The public files of a picture: WebP display sizes (a work's up to DISPLAY_LONG_EDGE_MAX, a
 * video poster's up to POSTER_LONG_EDGE_MAX; the site's portrait one size of at most
 * PORTRAIT_LONG_EDGE_MAX) and, for a work, its camera details and a full-size download of the
 * same kind as the source. Throws UnreadableMediaError when the bytes are not a picture.
 */
export async function prepareImage(input: Buffer, use: ImageUse): Promise<PreparedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input).metadata();
  } catch {
    throw new UnreadableMediaError("This file is not a picture sharp can read");
  }
  const format = metadata.format as Format;
  if (!(format in DOWNLOAD_FORMATS))
    throw new UnreadableMediaError(`Pictures of format ${format} are not accepted`);
  const animated = format === "gif" || (format === "webp" && (metadata.pages ?? 1) > 1);
  const size = { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
  const keepProfile = keepsProfile(metadata.space, iccDescription(metadata.icc));

  // `failOn: "error"` refuses truncated files rather than publishing half a picture.
  const source = () => {
    const image = sharp(input, { animated, failOn: "error" }).rotate();
    return keepProfile ? image.keepIccProfile() : image;
  };
  const sizes =
    use === "portrait"
      ? [fitWithin(size, PORTRAIT_LONG_EDGE_MAX)]
      : displaySizes(size, use === "poster" ? POSTER_LONG_EDGE_MAX : DISPLAY_LONG_EDGE_MAX);
  try {
    const outputs: ImageOutput[] = [];
    for (const target of sizes) {
      const data = await source()
        .resize(target.width, target.height, { fit: "fill" })
        .webp({ quality: DISPLAY_QUALITY, effort: 4 })
        .toBuffer();
      outputs.push({
        name: `w${target.width}.webp`,
        data,
        contentType: "image/webp",
        ...target,
        role: "display",
      });
    }
    if (use === "work") {
      const kind = DOWNLOAD_FORMATS[format];
      const data = await source()
        .toFormat(
          kind.format,
          kind.format === "png" ? { compressionLevel: 9 } : { quality: DOWNLOAD_QUALITY },
        )
        .toBuffer();
      outputs.push({ name: `download.${kind.ext}`, data, contentType: kind.type, ...size, role: "download" });
    }
    return {
      size,
      outputs,
      camera: use === "work" ? cameraDetailsFrom(await readCameraTags(metadata.exif)) : null,
    };
  } catch (error) {
    throw new UnreadableMediaError(`The picture could not be decoded: ${(error as Error).message}`);
  }
}
