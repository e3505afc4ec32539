import { glow, paintField, type Surface } from "../canvas";
import { css, hex, mix, type Rgb } from "../color";
import { between, fbm, type Noise2D, type Random } from "../random";

/** A sun or moon: position as fractions of the surface, radius as a fraction of its height. */
export interface Orb {
  x: number;
  y: number;
  radius: number;
  color: string;
  /** Strength of the wide halo, 0–1. */
  halo: number;
}

/** A bright disc with a soft halo around it. */
export function paintOrb({ ctx, width, height }: Surface, orb: Orb): void {
  const x = orb.x * width;
  const y = orb.y * height;
  const color = hex(orb.color);
  glow(ctx, x, y, height * 0.9, color, 0.55 * orb.halo);
  glow(ctx, x, y, height * 0.16, color, 0.9 * orb.halo);
  ctx.fillStyle = css(color);
  ctx.beginPath();
  ctx.arc(x, y, orb.radius * height, 0, Math.PI * 2);
  ctx.fill();
}

/** How a layer of cloud looks: its lit and shaded colours, how much sky it covers, how dense. */
export interface CloudLook {
  light: string;
  shade: string;
  /** Added to the noise before thresholding: 0 is scattered cloud, 0.3 overcast. */
  cover: number;
  alpha: number;
  /** Horizontal stretch: higher reads as streaky, wind-blown cloud. */
  stretch: number;
  /** Feature size: lower is bigger cloud masses (default 2.2). */
  scale?: number;
}

/**
 * Cloud over the top `bottom` pixels, thinning towards the horizon. Lit on top, shaded
 * underneath: the shade comes from the same noise sampled a little lower.
 */
export function paintClouds(surface: Surface, noise: Noise2D, look: CloudLook, bottom: number): void {
  const light = hex(look.light);
  const shade = hex(look.shade);
  const aspect = surface.width / Math.max(1, bottom);
  paintField({ ...surface, height: bottom }, 4, (u, v) => {
    const scale = look.scale ?? 2.2;
    const x = u * scale * aspect;
    const y = v * scale * look.stretch;
    const n = fbm(noise, x + 31.7, y, 6) + look.cover;
    const density = Math.max(0, Math.min(1, (n - 0.02) * 3.2));
    const below = fbm(noise, x + 31.7, y + 0.08 * look.stretch, 4) + look.cover;
    const color: Rgb = mix(light, shade, Math.max(0, Math.min(1, (below - n) * 6 + 0.35)));
    return [color[0], color[1], color[2], density * look.alpha * (1 - v * 0.55)];
  });
}

/** Stars: many faint, few bright (as magnitudes go), a few tinted warm or blue. */
export function paintStars({ ctx, width }: Surface, rand: Random, bottom: number, count: number): void {
  for (let i = 0; i < count; i++) {
    const x = rand() * width;
    const y = rand() * bottom;
    const brightness = Math.pow(rand(), 3.5);
    const radius = (0.35 + brightness * 1.4) * (width / 1600);
    const tint = rand();
    const color: Rgb = tint < 0.1 ? [255, 214, 170] : tint < 0.25 ? [190, 210, 255] : [255, 255, 255];
    const fade = Math.min(1, (bottom - y) / (bottom * 0.25));
    ctx.fillStyle = css(color, (0.25 + 0.75 * brightness) * fade * between(rand, 0.6, 1));
    ctx.beginPath();
    ctx.arc(x, y, radius, 0, Math.PI * 2);
    ctx.fill();
    if (brightness > 0.7) glow(ctx, x, y, radius * 5, color, 0.25 * fade);
  }
}
