/**
 * Container widths the album is laid out at (react-photo-album's SSR breakpoints; half the
 * smallest is added below it). Row height and spacing change at 600 and 1000 px, so those
 * are breakpoints too.
 */
export const ALBUM_BREAKPOINTS = [360, 600, 1000, 1320] as const;

/** Tiles loaded at once rather than lazily: the first screen on a phone and then some. */
export const EAGER_TILES = 6;

/** Tiles fetched with high priority: the first row or two, where the largest paint is. */
export const PRIORITY_TILES = 3;

/**
 * `sizes` of the eager tiles: the same in every breakpoint's copy of the album, so the
 * browser fetches one file per tile (React preloads the high-priority ones with these sizes).
 */
export const EAGER_SIZES = "(max-width: 600px) 60vw, (max-width: 1000px) 40vw, 480px";
