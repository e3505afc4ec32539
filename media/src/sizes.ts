/** Landscape masters are this wide; portrait and square ones are narrower (same pixel budget). */
const LANDSCAPE_WIDTHS = [480, 960, 1600] as const;
const UPRIGHT_WIDTHS = [400, 800, 1200] as const;

/** Output widths for `srcset`, smallest first; the last is the master's. */
export function renditionWidths(aspect: readonly [number, number]): readonly number[] {
  return aspect[0] > aspect[1] ? LANDSCAPE_WIDTHS : UPRIGHT_WIDTHS;
}

/** Master size of a picture with this aspect ratio. */
export function masterSize(aspect: readonly [number, number]): { width: number; height: number } {
  const width = renditionWidths(aspect).at(-1)!;
  return { width, height: Math.round((width * aspect[1]) / aspect[0]) };
}

/** Clips are 720p: sharp enough in a lightbox, small enough to commit. */
export const FILM_SIZE = { width: 1280, height: 720 } as const;
/** Poster widths, smallest first; the last is the clip's own width. */
export const POSTER_WIDTHS = [480, 960, 1280] as const;
