import { fillRidge, fillVertical, glow, paintField, ridgeLine, type Surface } from "../canvas";
import { css, hex, mix, stops, type Rgb } from "../color";
import { createNoise, fbm, type Random } from "../random";
import { forest } from "./trees";
import { reflect } from "./water";

interface MountainLook {
  sky: [number, Rgb][];
  sun: { x: number; y: number; radius: number; color: string } | null;
  cloud: { color: string; alpha: number; cover: number };
  haze: string;
  near: string;
  layers: number;
  horizon: number;
  snow: boolean;
  lake: boolean;
  /** Conifers along the nearer ridges. */
  trees?: boolean;
}

const LOOKS = {
  dawn: {
    sky: stops([0, "#2b2f5c"], [0.45, "#8f5b86"], [0.75, "#f19a7f"], [1, "#ffd8a8"]),
    sun: { x: 0.68, y: 0.33, radius: 0.03, color: "#fff1d6" },
    cloud: { color: "#ffc2a8", alpha: 0.55, cover: 0.1 },
    haze: "#e8a390",
    near: "#1d1830",
    layers: 6,
    horizon: 0.55,
    snow: true,
    lake: false,
  },
  mist: {
    sky: stops([0, "#7d96a8"], [0.6, "#c9d6d8"], [1, "#eef0e6"]),
    sun: { x: 0.3, y: 0.18, radius: 0.025, color: "#fffdf0" },
    cloud: { color: "#ffffff", alpha: 0.35, cover: 0.0 },
    haze: "#cfdad8",
    near: "#1f3230",
    layers: 7,
    horizon: 0.42,
    snow: false,
    lake: false,
    trees: true,
  },
  golden: {
    sky: stops([0, "#33507a"], [0.5, "#d6a067"], [0.85, "#ffcf7a"], [1, "#fff0c2"]),
    sun: { x: 0.5, y: 0.3, radius: 0.03, color: "#fff6dc" },
    cloud: { color: "#ffd9a0", alpha: 0.5, cover: 0.05 },
    haze: "#e6b27a",
    near: "#2a1d1a",
    layers: 5,
    horizon: 0.52,
    snow: true,
    lake: true,
  },
  winter: {
    sky: stops([0, "#51698f"], [0.55, "#a9bcd6"], [1, "#e6ecf4"]),
    sun: null,
    cloud: { color: "#f4f7fb", alpha: 0.6, cover: 0.15 },
    haze: "#c7d3e3",
    near: "#36435a",
    layers: 5,
    horizon: 0.55,
    snow: true,
    lake: false,
    trees: true,
  },
} satisfies Record<string, MountainLook>;

export type MountainVariant = keyof typeof LOOKS;

/** Layered ridges receding into haze, with sky, sun and cloud (the classic alpine view). */
export function paintMountains(surface: Surface, rand: Random, variant: MountainVariant): void {
  const look: MountainLook = LOOKS[variant];
  const { ctx, width, height } = surface;
  const horizon = height * look.horizon;
  const landBottom = look.lake ? horizon : height;
  fillVertical(surface, look.sky, 0, landBottom);

  const noise = createNoise(rand);
  if (look.sun) {
    const { x, y, radius, color } = look.sun;
    glow(ctx, x * width, y * height, height * 0.9, hex(color), 0.55);
    glow(ctx, x * width, y * height, height * 0.18, hex(color), 0.9);
    ctx.fillStyle = css(hex(color));
    ctx.beginPath();
    ctx.arc(x * width, y * height, radius * height, 0, Math.PI * 2);
    ctx.fill();
  }
  const cloud = hex(look.cloud.color);
  paintField({ ctx, width, height: landBottom }, 4, (u, v) => {
    const n = fbm(noise, u * 3 + 10, v * 14, 5) + look.cloud.cover;
    const a = Math.max(0, Math.min(1, (n - 0.05) * 3)) * (1 - v) * look.cloud.alpha;
    return [cloud[0], cloud[1], cloud[2], a];
  });

  const haze = hex(look.haze);
  const near = hex(look.near);
  const bottom = look.lake ? horizon : height * 0.97;
  const snowLine = horizon - height * 0.16;
  for (let layer = 0; layer < look.layers; layer++) {
    const t = layer / (look.layers - 1);
    // Far ranges sit on the horizon and are tall and jagged; near ones are low rolling hills.
    const base = look.lake
      ? horizon - height * 0.015 * (1 - t)
      : horizon + (bottom - horizon) * Math.pow(t, 1.4);
    const amplitude = height * (look.lake ? 0.2 - 0.12 * t : 0.2 * (1 - t) + 0.05);
    const frequency = (1.6 + t * 2.5) / width;
    const offset = rand() * 100;
    const points = ridgeLine(width, Math.max(2, width / 500), (x) => {
      const smooth = fbm(noise, x * frequency + offset, layer * 7.3, 4) + 0.5;
      let ridged = 0;
      let weight = 0.6;
      for (let octave = 0; octave < 4; octave++) {
        const f = 2 ** octave;
        const r = 1 - Math.abs(noise(x * frequency * 1.3 * f + offset, layer * 3.1 + octave * 17));
        ridged += weight * r * r * r;
        weight *= 0.45;
      }
      const jagged = 1 - t;
      return base - amplitude * (smooth * (0.35 + 0.65 * t) + jagged * ridged * 0.9);
    });
    const color = mix(haze, near, Math.pow(t, 0.9) * 0.9 + 0.1);
    fillRidge(ctx, points, look.lake ? horizon : height, [
      [0, color],
      [0.6, mix(color, haze, 0.18)],
      [1, mix(color, haze, 0.45 * (1 - t * 0.5))],
    ]);
    if (look.trees && t > 0.5) forest(ctx, points, rand, height * (0.025 + 0.1 * t * t * t), color);
    if (look.snow && t < 0.45) {
      ctx.save();
      ctx.beginPath();
      ctx.moveTo(points[0]!.x, bottom);
      for (const p of points) ctx.lineTo(p.x, p.y);
      ctx.lineTo(width + 10, bottom);
      ctx.clip();
      const snow = ctx.createLinearGradient(0, snowLine - height * 0.12, 0, snowLine + height * 0.04);
      snow.addColorStop(0, css(mix(haze, [255, 255, 255], 0.8), 0.9 * (1 - t)));
      snow.addColorStop(1, css(haze, 0));
      ctx.fillStyle = snow;
      ctx.fillRect(0, 0, width, bottom);
      ctx.restore();
    }
    if (layer === look.layers - 1) break;
    // Fog pooling in the valley in front of this ridge, fading out both ways.
    const fogTop = base - amplitude * 0.35;
    const fogBottom = base + height * 0.06;
    const fog = ctx.createLinearGradient(0, fogTop, 0, fogBottom);
    fog.addColorStop(0, css(haze, 0));
    fog.addColorStop(0.7, css(haze, 0.4 * (1 - t)));
    fog.addColorStop(1, css(haze, 0));
    ctx.fillStyle = fog;
    ctx.fillRect(0, fogTop, width, fogBottom - fogTop);
  }
  if (look.lake) reflect(surface, horizon, rand, { tint: hex(look.near), darken: 0.3 });
}
