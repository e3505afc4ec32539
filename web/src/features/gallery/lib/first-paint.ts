/**
 * Container widths the album is laid out at (react-photo-album's SSR breakpoints; half the
 * smallest, 300, is added below it): a layout is computed at each and scales with the
 * container up to the next. The server sends one copy of the album per layout, so three
 * keep the page small; row height and spacing change at the same widths.
 */
export const ALBUM_BREAKPOINTS = [600, 1000] as const;

/** Tiles loaded at once rather than lazily: the first screen on a phone and then some. */
export const EAGER_TILES = 6;

/** Tiles fetched with high priority: the first row or two, where the largest paint is. */
export const PRIORITY_TILES = 3;

/**
 * `sizes` of the eager tiles: the same in every breakpoint's copy of the album, so the
 * browser fetches one file per tile (React preloads the high-priority ones with these sizes).
 */
export const EAGER_SIZES = "(max-width: 600px) 60vw, (max-width: 1000px) 40vw, 480px";
