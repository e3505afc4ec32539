/** A seeded source of numbers in [0, 1): the same seed gives the same sequence (the same picture, the same synthetic visits). */
export type Random = () => number;

/** mulberry32: tiny, fast and good enough for pictures. */
export function seeded(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
