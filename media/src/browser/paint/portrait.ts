import { createSurface, fillVertical, glow, type Surface } from "../canvas";
import { css, hex, mix, stops, type Rgb } from "../color";
import { between, type Random } from "../random";

interface Light {
  color: string;
  /** Direction the light comes from, in radians (0 = from the right). */
  from: number;
  strength: number;
}

interface PortraitLook {
  backdrop: [number, Rgb][];
  /** Soft pools of colour behind the sitter. */
  pools: { x: number; y: number; radius: number; color: string; alpha: number }[];
  skin: string;
  lights: Light[];
  /** Head turned: shifts the head over the shoulders (-1…1). */
  turn: number;
  /** Where the sitter stands across the frame (0–1). */
  across: number;
  bokeh: number;
}

const LOOKS = {
  split: {
    backdrop: stops([0, "#10161c"], [1, "#05070a"]),
    pools: [{ x: 0.2, y: 0.3, radius: 0.6, color: "#1b4d5c", alpha: 0.6 }],
    skin: "#15100e",
    lights: [
      { color: "#4fd6e0", from: Math.PI, strength: 1 },
      { color: "#ff9a4a", from: 0, strength: 1 },
    ],
    turn: 0.15,
    across: 0.5,
    bokeh: 0,
  },
  window: {
    backdrop: stops([0, "#57483d"], [1, "#231a15"]),
    pools: [{ x: 0.15, y: 0.25, radius: 0.7, color: "#f3d2a2", alpha: 0.55 }],
    skin: "#2a1c16",
    lights: [{ color: "#ffe2b8", from: Math.PI * 1.1, strength: 1.2 }],
    turn: -0.3,
    across: 0.58,
    bokeh: 0,
  },
  neon: {
    backdrop: stops([0, "#12061f"], [1, "#05020a"]),
    pools: [
      { x: 0.85, y: 0.2, radius: 0.5, color: "#ff2fa0", alpha: 0.5 },
      { x: 0.1, y: 0.8, radius: 0.5, color: "#2f7bff", alpha: 0.45 },
    ],
    skin: "#0d0710",
    lights: [
      { color: "#ff4fb0", from: -0.3, strength: 1.1 },
      { color: "#4f8cff", from: Math.PI - 0.4, strength: 0.9 },
    ],
    turn: 0.05,
    across: 0.45,
    bokeh: 24,
  },
  gold: {
    backdrop: stops([0, "#1f3a33"], [1, "#0a1613"]),
    pools: [{ x: 0.5, y: 0.1, radius: 0.6, color: "#e8c079", alpha: 0.45 }],
    skin: "#1a1410",
    lights: [{ color: "#ffd27a", from: -Math.PI / 2, strength: 1.3 }],
    turn: 0.35,
    across: 0.5,
    bokeh: 0,
  },
} satisfies Record<string, PortraitLook>;

export type PortraitVariant = keyof typeof LOOKS;

/** Head, neck and shoulders as one outline, sized to the frame; it runs past the bottom edge. */
function figure(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  turn: number,
  across: number,
): void {
  const unit = Math.min(width, height * 0.8) * 1.1;
  const cx = width * across;
  const headX = cx + turn * unit * 0.05;
  const headY = height * 0.38;
  const headW = unit * 0.16;
  const headH = unit * 0.215;
  const neckY = height * 0.64;
  const bottom = height * 1.1;
  ctx.beginPath();
  // Arm, round of the shoulder, then the slope of the trapezius up to the neck; mirrored.
  ctx.moveTo(cx - unit * 0.52, bottom);
  ctx.bezierCurveTo(
    cx - unit * 0.5,
    neckY + unit * 0.3,
    cx - unit * 0.5,
    neckY + unit * 0.1,
    cx - unit * 0.34,
    neckY + unit * 0.07,
  );
  ctx.bezierCurveTo(
    cx - unit * 0.22,
    neckY + unit * 0.04,
    cx - unit * 0.12,
    neckY + unit * 0.02,
    cx - unit * 0.085,
    neckY - unit * 0.03,
  );
  ctx.lineTo(cx - unit * 0.07, headY + headH * 0.6);
  ctx.lineTo(cx + unit * 0.07, headY + headH * 0.6);
  ctx.lineTo(cx + unit * 0.085, neckY - unit * 0.03);
  ctx.bezierCurveTo(
    cx + unit * 0.12,
    neckY + unit * 0.02,
    cx + unit * 0.22,
    neckY + unit * 0.04,
    cx + unit * 0.34,
    neckY + unit * 0.07,
  );
  ctx.bezierCurveTo(
    cx + unit * 0.5,
    neckY + unit * 0.1,
    cx + unit * 0.5,
    neckY + unit * 0.3,
    cx + unit * 0.52,
    bottom,
  );
  ctx.closePath();
  ctx.moveTo(headX + headW, headY);
  ctx.ellipse(headX, headY, headW, headH, turn * 0.15, 0, Math.PI * 2);
  // The back of the skull and the hair: a second, overlapping oval behind the turn.
  const hairX = headX - turn * headW * 0.35;
  const hairY = headY - headH * 0.18;
  ctx.moveTo(hairX + headW * 1.06, hairY);
  ctx.ellipse(hairX, hairY, headW * 1.06, headH * 0.88, -turn * 0.2, 0, Math.PI * 2);
}

/**
 * Light grazing the edge of the figure: fill the outline with the light's colour, then cut
 * away a blurred copy shifted towards the light; only a crescent on the lit side remains.
 */
function rimLight(surface: Surface, light: Light, turn: number, across: number): void {
  const { width, height } = surface;
  const layer = createSurface(width, height);
  const color = hex(light.color);
  layer.ctx.fillStyle = css(color, Math.min(1, light.strength));
  figure(layer.ctx, width, height, turn, across);
  layer.ctx.fill("nonzero");
  layer.ctx.globalCompositeOperation = "destination-out";
  layer.ctx.filter = `blur(${Math.round(width * 0.012)}px)`;
  const shift = width * 0.022;
  // Move the cutter away from the light (from = direction of the light, y pointing down).
  layer.ctx.translate(-Math.cos(light.from) * shift, -Math.sin(light.from) * shift);
  layer.ctx.fillStyle = "#000";
  figure(layer.ctx, width, height, turn, across);
  layer.ctx.fill("nonzero");
  const { ctx } = surface;
  ctx.save();
  ctx.globalCompositeOperation = "screen";
  ctx.filter = `blur(${Math.max(1, Math.round(width * 0.0015))}px)`;
  ctx.drawImage(layer.canvas, 0, 0);
  ctx.restore();
}

/** A portrait reduced to light: a sitter's silhouette drawn by rim light against coloured shadow. */
export function paintPortrait(surface: Surface, rand: Random, variant: PortraitVariant): void {
  const look: PortraitLook = LOOKS[variant];
  const { ctx, width, height } = surface;
  fillVertical(surface, look.backdrop);
  for (const pool of look.pools)
    glow(
      ctx,
      pool.x * width,
      pool.y * height,
      pool.radius * Math.max(width, height),
      hex(pool.color),
      pool.alpha,
    );
  if (look.bokeh > 0) {
    ctx.save();
    ctx.filter = `blur(${Math.round(width * 0.006)}px)`;
    for (let i = 0; i < look.bokeh; i++) {
      const color = hex(rand() < 0.5 ? "#ff4fb0" : "#6fa8ff");
      glow(
        ctx,
        rand() * width,
        rand() * height * 0.7,
        width * between(rand, 0.02, 0.06),
        color,
        between(rand, 0.2, 0.5),
      );
    }
    ctx.restore();
  }
  ctx.fillStyle = css(hex(look.skin));
  figure(ctx, width, height, look.turn, look.across);
  ctx.fill("nonzero");
  for (const light of look.lights) rimLight(surface, light, look.turn, look.across);
  // A breath of fill light on the face keeps it from being a hole.
  const key = look.lights[0]!;
  glow(
    ctx,
    width * look.across + Math.cos(key.from) * width * 0.05,
    height * 0.4,
    width * 0.14,
    mix(hex(key.color), [0, 0, 0], 0.6),
    0.25,
  );
}
