import type { MediaType } from "@folio/domain";
import { fallbackContentType, guessFromUrl } from "../upload/media-url";
import { loadVideo, MediaReadError, readImageSize } from "../upload/read-media";

/** What the browser learned about media at an address. */
export interface UrlMediaFacts {
  type: MediaType;
  contentType: string;
  width: number;
  height: number;
}

async function readAs(type: MediaType, url: string): Promise<{ width: number; height: number }> {
  if (type === "image") return readImageSize(url);
  const video = await loadVideo(url);
  const size = { width: video.videoWidth, height: video.videoHeight };
  video.src = "";
  return size;
}

/**
 * Loads an address in the browser to learn whether it is an image or a video and its
 * width and height; an address without a telling extension is tried as both.
 */
export async function readMediaUrl(url: string): Promise<UrlMediaFacts> {
  const guess = guessFromUrl(url);
  if (guess) return { ...guess, ...(await readAs(guess.type, url)) };
  for (const type of ["image", "video"] as const) {
    try {
      return { type, contentType: fallbackContentType(type), ...(await readAs(type, url)) };
    } catch {
      // Try the other kind.
    }
  }
  throw new MediaReadError(
    "Nothing the browser can show was found at this address. Check that it points to an image or a video file.",
  );
}
