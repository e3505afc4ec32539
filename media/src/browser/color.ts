/** A colour as red, green, blue in 0–255. */
export type Rgb = readonly [number, number, number];

/** Parses `#rrggbb`. */
export function hex(value: string): Rgb {
  const n = Number.parseInt(value.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear blend of two colours; t = 0 gives `a`. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** CSS colour string. */
export function css(color: Rgb, alpha = 1): string {
  return `rgba(${Math.round(color[0])}, ${Math.round(color[1])}, ${Math.round(color[2])}, ${alpha})`;
}

/** Stops given as `#rrggbb` strings, for palettes written by hand. */
export function stops(...entries: readonly (readonly [number, string])[]): [number, Rgb][] {
  return entries.map(([at, color]) => [at, hex(color)]);
}
