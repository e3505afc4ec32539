import type { GalleryMedia, MediaType } from "@folio/domain";

/** What a thumbnail shows: an image address, or a video whose first frame stands in. */
export type Thumbnail = { kind: "image"; src: string } | { kind: "video"; src: string };

/** Thumbnails are shown about this wide; a larger rendition would waste bytes. */
const THUMBNAIL_WIDTH = 480;

/**
 * The lightest picture that still looks sharp in a grid tile: the smallest display size at
 * least THUMBNAIL_WIDTH wide (or the largest there is), a video's poster, or the original.
 */
export function thumbnailOf(item: { type: MediaType; media: GalleryMedia }): Thumbnail {
  if (item.type === "video") {
    return item.media.posterUrl
      ? { kind: "image", src: item.media.posterUrl }
      : { kind: "video", src: item.media.url };
  }
  const sizes = [...item.media.sizes].sort((a, b) => a.width - b.width);
  const fit = sizes.find((size) => size.width >= THUMBNAIL_WIDTH) ?? sizes.at(-1);
  return { kind: "image", src: fit?.url ?? item.media.url };
}

/** Whether a work's files answer the owner alone: an uploaded draft's (an address answers anyone). */
export function isOwnerOnlyUpload(item: { published: boolean; media: GalleryMedia }): boolean {
  return !item.published && item.media.storagePath !== null;
}
