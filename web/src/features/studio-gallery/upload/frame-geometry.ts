import type { PixelSize } from "@folio/domain";

/**
 * Where to take a video's poster: a second in (past black lead-in frames), or a quarter of
 * the way through a shorter clip; 0 when the length is unknown.
 */
export function posterTime(durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  return Math.min(1, durationSeconds / 4);
}

/** Whether reported dimensions are usable (a video without a decodable track reports 0×0). */
export function isUsableSize(size: PixelSize): boolean {
  return Number.isInteger(size.width) && Number.isInteger(size.height) && size.width > 0 && size.height > 0;
}
