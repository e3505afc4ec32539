/** Width and height in pixels. */
export interface PixelSize {
  width: number;
  height: number;
}

/**
 * Longest side of the largest display copy: sharp on a 2560-wide desktop or a phone at 3×,
 * without handing out the full-resolution file (that is the download, when the owner allows it).
 */
export const DISPLAY_LONG_EDGE_MAX = 2560;

/** Widths of the smaller display sizes for `srcset`: grid tiles on phones, tablets and desktops. */
export const DISPLAY_WIDTHS = [480, 960, 1600] as const;

/** Longest side of the site's portrait (it is shown at most about 400 px wide, at 3×). */
export const PORTRAIT_LONG_EDGE_MAX = 1600;

/** Longest side of a video's poster frame. */
export const POSTER_LONG_EDGE_MAX = 1920;

/** Scales a size down (never up) so its longest side fits `maxSide`, keeping the aspect ratio. */
export function fitWithin(size: PixelSize, maxSide: number): PixelSize {
  const longest = Math.max(size.width, size.height);
  if (longest <= maxSide) return { width: size.width, height: size.height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/**
 * The display sizes made of an upright image, smallest first: each of DISPLAY_WIDTHS narrower
 * than the largest copy, then the largest copy (the image fitted within `maxLongEdge`).
 * Never empty and never larger than the image: a small image gets one copy of its own size.
 */
export function displaySizes(image: PixelSize, maxLongEdge: number = DISPLAY_LONG_EDGE_MAX): PixelSize[] {
  const largest = fitWithin(image, maxLongEdge);
  const smaller = DISPLAY_WIDTHS.filter((width) => width < largest.width).map((width) => ({
    width,
    height: Math.max(1, Math.round((largest.height * width) / largest.width)),
  }));
  return [...smaller, largest];
}
