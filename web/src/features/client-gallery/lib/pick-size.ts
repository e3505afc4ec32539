/** One display copy of a work, as the pipeline lists them (any order). */
export interface DisplaySize {
  url: string;
  width: number;
  height: number;
}

/**
 * The smallest copy at least `neededWidth` device pixels wide (the tile's rendered width
 * times devicePixelRatio); the largest when none is that wide; null when there is none.
 */
export function pickDisplaySize<T extends DisplaySize>(sizes: readonly T[], neededWidth: number): T | null {
  let best: T | null = null;
  let largest: T | null = null;
  for (const size of sizes) {
    if (!largest || size.width > largest.width) largest = size;
    if (size.width >= neededWidth && (!best || size.width < best.width)) best = size;
  }
  return best ?? largest;
}
