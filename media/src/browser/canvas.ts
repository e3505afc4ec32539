import { css, type Rgb } from "./color";
import type { Random } from "./random";

/** The drawing surface every painter gets. */
export interface Surface {
  ctx: CanvasRenderingContext2D;
  width: number;
  height: number;
}

export function createSurface(width: number, height: number): Surface & { canvas: HTMLCanvasElement } {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext("2d", { willReadFrequently: false });
  if (!ctx) throw new Error("2D canvas is not available");
  return { canvas, ctx, width, height };
}

/** Fills the whole surface with a vertical gradient from a colour ramp. */
export function fillVertical(
  { ctx, width, height }: Surface,
  gradientStops: readonly (readonly [number, Rgb])[],
  from = 0,
  to = height,
): void {
  const gradient = ctx.createLinearGradient(0, from, 0, to);
  for (const [at, color] of gradientStops) gradient.addColorStop(at, css(color));
  ctx.fillStyle = gradient;
  ctx.fillRect(0, from, width, to - from);
}

/** A soft round light added on top (screen blending keeps highlights from clipping harshly). */
export function glow(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  radius: number,
  color: Rgb,
  alpha: number,
): void {
  const gradient = ctx.createRadialGradient(x, y, 0, x, y, radius);
  gradient.addColorStop(0, css(color, alpha));
  gradient.addColorStop(0.35, css(color, alpha * 0.45));
  gradient.addColorStop(1, css(color, 0));
  ctx.save();
  ctx.globalCompositeOperation = "screen";
  ctx.fillStyle = gradient;
  ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
  ctx.restore();
}

/**
 * Paints a per-pixel field at 1/`downscale` resolution and stretches it over the
 * surface: clouds, fog and dust are low-frequency, so this is much faster and looks
 * the same.
 */
export function paintField(
  surface: Surface,
  downscale: number,
  shade: (u: number, v: number) => readonly [number, number, number, number],
  composite: GlobalCompositeOperation = "source-over",
): void {
  const w = Math.ceil(surface.width / downscale);
  const h = Math.ceil(surface.height / downscale);
  const field = createSurface(w, h);
  const image = field.ctx.createImageData(w, h);
  const data = image.data;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const [r, g, b, a] = shade(x / w, y / h);
      const i = (y * w + x) * 4;
      data[i] = r;
      data[i + 1] = g;
      data[i + 2] = b;
      data[i + 3] = a * 255;
    }
  }
  field.ctx.putImageData(image, 0, 0);
  const { ctx } = surface;
  ctx.save();
  ctx.globalCompositeOperation = composite;
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = "high";
  ctx.drawImage(field.canvas, 0, 0, surface.width, surface.height);
  ctx.restore();
}

/** Darkens the corners like a real lens. */
export function vignette({ ctx, width, height }: Surface, strength: number): void {
  const radius = Math.hypot(width, height) / 2;
  const gradient = ctx.createRadialGradient(
    width / 2,
    height / 2,
    radius * 0.45,
    width / 2,
    height / 2,
    radius,
  );
  gradient.addColorStop(0, "rgba(0, 0, 0, 0)");
  gradient.addColorStop(1, `rgba(0, 0, 0, ${strength})`);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
}

/** Fine film grain; also breaks up gradient banding. */
export function grain({ ctx, width, height }: Surface, amount: number, rand: Random): void {
  const image = ctx.getImageData(0, 0, width, height);
  const data = image.data;
  for (let i = 0; i < data.length; i += 4) {
    const n = (rand() + rand() - 1) * amount;
    data[i] = data[i]! + n;
    data[i + 1] = data[i + 1]! + n;
    data[i + 2] = data[i + 2]! + n;
  }
  ctx.putImageData(image, 0, 0);
}

/** Profile of a ridge line: y for each x step, from layered noise. */
export function ridgeLine(
  width: number,
  step: number,
  height: (x: number) => number,
): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  for (let x = -step; x <= width + step; x += step) points.push({ x, y: height(x) });
  return points;
}

/** Fills the area under a ridge line down to `bottom` with a vertical colour ramp. */
export function fillRidge(
  ctx: CanvasRenderingContext2D,
  points: readonly { x: number; y: number }[],
  bottom: number,
  colors: readonly (readonly [number, Rgb])[],
): void {
  const top = Math.min(...points.map((p) => p.y));
  const gradient = ctx.createLinearGradient(0, top, 0, bottom);
  for (const [at, color] of colors) gradient.addColorStop(at, css(color));
  ctx.beginPath();
  ctx.moveTo(points[0]!.x, bottom);
  for (const p of points) ctx.lineTo(p.x, p.y);
  ctx.lineTo(points[points.length - 1]!.x, bottom);
  ctx.closePath();
  ctx.fillStyle = gradient;
  ctx.fill();
}
