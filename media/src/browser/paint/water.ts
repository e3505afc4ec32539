import { createSurface, type Surface } from "../canvas";
import { css, type Rgb } from "../color";
import type { Random } from "../random";

interface ReflectOptions {
  /** Colour the water tints the reflection towards. */
  tint: Rgb;
  /** How much darker the reflection is than the scene (0–1). */
  darken: number;
  /** Ripple strength, 1 = calm lake. */
  ripple?: number;
}

/**
 * Mirrors everything above `horizon` into the water below it, in thin slices shifted
 * sideways like ripples, darker and tinted towards the foreground.
 */
export function reflect(surface: Surface, horizon: number, rand: Random, options: ReflectOptions): void {
  const { ctx, width, height } = surface;
  const depth = height - horizon;
  const snapshot = createSurface(width, Math.ceil(horizon));
  snapshot.ctx.drawImage(ctx.canvas, 0, 0);
  const slice = Math.max(1, Math.round(height / 600));
  const ripple = options.ripple ?? 1;
  const phase = rand() * 10;
  // Water deeper than the scene is tall shows a squeezed reflection rather than a gap.
  const squeeze = Math.min(1, horizon / depth);
  const pad = width * 0.02;
  for (let y = 0; y < depth; y += slice) {
    const sourceY = Math.max(0, horizon - (y + slice) * squeeze);
    const t = y / depth;
    const wave = Math.sin(y * 0.09 + phase) * Math.sin(y * 0.023 + phase * 2);
    const shift = (wave * (1 + t * 14) + (rand() - 0.5) * t * 6) * ripple * (width / 1600);
    ctx.drawImage(
      snapshot.canvas,
      0,
      sourceY,
      width,
      slice * squeeze,
      shift - pad,
      horizon + y,
      width + pad * 2,
      slice,
    );
  }
  const shade = ctx.createLinearGradient(0, horizon, 0, height);
  shade.addColorStop(0, css(options.tint, options.darken * 0.6));
  shade.addColorStop(1, css(options.tint, Math.min(1, options.darken + 0.35)));
  ctx.fillStyle = shade;
  ctx.fillRect(0, horizon, width, depth);
  // A bright seam where water meets land sells the surface.
  ctx.fillStyle = "rgba(255, 255, 255, 0.12)";
  ctx.fillRect(0, horizon, width, Math.max(1, height / 900));
}
