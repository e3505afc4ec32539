/** Width and height in pixels. */
export interface Size {
  width: number;
  height: number;
}

/** Longest side of a captured poster: sharp on large screens, light to download. */
export const POSTER_MAX_SIDE = 1920;

/** Widths of the display sizes made for `srcset`; only those smaller than the original. */
export const RENDITION_WIDTHS = [480, 960, 1600] as const;

/** Scales a size down (never up) so its longest side fits `maxSide`, keeping the aspect ratio. */
export function fitWithin(size: Size, maxSide: number): Size {
  const longest = Math.max(size.width, size.height);
  if (longest <= maxSide) return { width: size.width, height: size.height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/** The display sizes worth making for an image: each listed width below the original's. */
export function renditionSizes(original: Size): Size[] {
  return RENDITION_WIDTHS.filter((width) => width < original.width).map((width) => ({
    width,
    height: Math.max(1, Math.round((original.height * width) / original.width)),
  }));
}

/**
 * Where to take a video's poster: a second in (past black lead-in frames), or a quarter of
 * the way through a shorter clip; 0 when the length is unknown.
 */
export function posterTime(durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  return Math.min(1, durationSeconds / 4);
}

/** Whether reported dimensions are usable (a video without a decodable track reports 0×0). */
export function isUsableSize(size: Size): boolean {
  return Number.isInteger(size.width) && Number.isInteger(size.height) && size.width > 0 && size.height > 0;
}
