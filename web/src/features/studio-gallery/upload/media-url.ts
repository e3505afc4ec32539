import type { MediaType } from "@folio/domain";
import { CONTENT_LIMITS } from "@folio/domain";
import { contentTypeOf } from "@/lib/media/media-rules";

/** An address the gallery can show, or why not. */
export type MediaUrlCheck = { ok: true; url: string } | { ok: false; reason: string };

/** Accepts a full http(s) address or a path on this site ("/demo/…"). */
export function checkMediaUrl(text: string): MediaUrlCheck {
  const url = text.trim();
  if (url === "") return { ok: false, reason: "Enter the address of an image or a video" };
  if (url.length > CONTENT_LIMITS.urlMax) {
    return { ok: false, reason: `The address is too long (at most ${CONTENT_LIMITS.urlMax} characters)` };
  }
  if (url.startsWith("/") && !url.startsWith("//")) return { ok: true, url };
  try {
    const parsed = new URL(url);
    if (parsed.protocol === "https:" || parsed.protocol === "http:")
      return { ok: true, url: parsed.toString() };
  } catch {
    // Falls through to the explanation below.
  }
  return {
    ok: false,
    reason: "Enter a full address starting with https://, or a path on this site starting with /",
  };
}

/** The media type and MIME type an address's extension suggests; null when it says nothing. */
export function guessFromUrl(url: string): { type: MediaType; contentType: string } | null {
  const path = url.split(/[?#]/)[0] ?? "";
  const name = path.split("/").pop() ?? "";
  const contentType = contentTypeOf({ name, type: "" });
  if (contentType.startsWith("image/")) return { type: "image", contentType };
  if (contentType.startsWith("video/")) return { type: "video", contentType };
  return null;
}

/** A MIME type for media whose address has no telling extension (the schema needs one). */
export function fallbackContentType(type: MediaType): string {
  return type === "image" ? "image/jpeg" : "video/mp4";
}
