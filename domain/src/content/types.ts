/** Kind of media of a gallery item. */
export type MediaType = "image" | "video";

/** One display size of an image (or of a video's poster), for `srcset`. */
export interface MediaSize {
  /** Public URL of this rendition. */
  url: string;
  /** Width in pixels. */
  width: number;
  /** Height in pixels. */
  height: number;
}

/** The clean full-size copy a visitor downloads (only while the work is downloadable). */
export interface MediaDownload {
  /** Its address; Storage answers it only while the work is published and downloadable. */
  url: string;
  /** Its MIME type, which names the saved file's extension. */
  contentType: string;
}

/**
 * Where an item's media lives. For an upload every address is a file the server's pipeline
 * made from the original (functions/src/media): no location or personal metadata, and never
 * the original itself, which stays private to the owner.
 */
export interface GalleryMedia {
  /** What the viewer shows at full size: an image's largest display copy, the (cleaned) video, or an address. */
  url: string;
  /** Cloud Storage path of `url` when uploaded (`media/<item>/<set>/<file>`); null for media added by URL. */
  storagePath: string | null;
  /** Display sizes for `srcset`, smallest first; may be empty (then `url` is used). */
  sizes: readonly MediaSize[];
  /** Poster image of a video; null for images. */
  posterUrl: string | null;
  /** MIME type of `url`, e.g. image/webp or video/mp4. */
  contentType: string;
  /** The clean full-size copy for downloads; absent or null for media added by URL (then `url` is it). */
  download?: MediaDownload | null;
}

/**
 * A gallery item as the app sees it (Firestore timestamps converted to Date).
 * `views` and `likes` are written only by Cloud Functions.
 */
export interface GalleryItem {
  /** Document id. */
  id: string;
  /** Creation time; the gallery lists newest first. */
  createdAt: Date;
  /** Last edit by the owner. */
  updatedAt: Date;
  /** Id of the category the item belongs to ("all" when it has none). */
  category: string;
  /** Tag names. */
  tags: readonly string[];
  /** View count (image_view / video_view events), server-written. */
  views: number;
  /** Like count, server-written. */
  likes: number;
  /** Title shown in captions. */
  title: string;
  /** Longer caption text. */
  description: string;
  /** Image or video. */
  type: MediaType;
  /** Media locations. */
  media: GalleryMedia;
  /** Intrinsic width of the image or video, in pixels (layouts reserve space with it). */
  width: number;
  /** Intrinsic height, in pixels. */
  height: number;
  /** Text alternative for screen readers. */
  alt: string;
  /** Visible to visitors; drafts are owner-only. */
  published: boolean;
  /** Highlighted on the front page. */
  featured: boolean;
  /** Manual position; lower first where the owner orders items. */
  order: number;
  /** Visitors may download the work (a clean full-size copy, never the original). */
  downloadable: boolean;
}

/** A category (spec section 3). */
export interface Category {
  id: string;
  name: string;
  /** What the category groups, e.g. "gallery". */
  type: string;
  /** Position in its type, ascending; All is 0. */
  order: number;
  createdAt: Date;
  /** True only for the protected All category. */
  isDefault: boolean;
}

/** A tag (spec section 3); usageCount and isPopular are server-written. */
export interface Tag {
  id: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  usageCount: number;
  isPopular: boolean;
}
