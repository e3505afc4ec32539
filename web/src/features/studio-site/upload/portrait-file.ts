import { formatBytes } from "@/lib/media/media-rules";

/** Picture types a portrait may be: still images every browser shows (storage.rules: site/). */
export const PORTRAIT_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;

/** Largest picked file; storage.rules take 10 MB (the server makes the public copy at most 1600 px). */
const PORTRAIT_MAX_BYTES = 10 * 1024 * 1024;

/** Why a picked file cannot be the portrait, or null when it can. */
export function portraitFileProblem(file: { type: string; size: number }): string | null {
  if (!(PORTRAIT_TYPES as readonly string[]).includes(file.type))
    return "Please pick a JPEG, PNG, WebP or AVIF picture.";
  if (file.size === 0) return "This file is empty.";
  if (file.size > PORTRAIT_MAX_BYTES)
    return `This picture is ${formatBytes(file.size)}; the largest a portrait may be is ${formatBytes(PORTRAIT_MAX_BYTES)}.`;
  return null;
}
