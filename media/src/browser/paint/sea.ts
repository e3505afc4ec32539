import { fillVertical, paintField, type Surface } from "../canvas";
import { css, hex, mix, stops, type Rgb } from "../color";
import { between, createNoise, fbm, type Noise2D, type Random } from "../random";
import { paintBeach, paintCaustics, paintLighthouse, paintRocks } from "./shore";
import { paintClouds, paintOrb, paintStars, type CloudLook, type Orb } from "./sky";

interface SeaLook {
  sky: [number, Rgb][];
  sea: [number, Rgb][];
  horizon: number;
  orb: Orb | null;
  /** Colour of the glitter path under the sun or moon. */
  glitter: string | null;
  clouds: CloudLook;
  /** Strength of the wave texture, 0–1. */
  swell: number;
  whitecaps: number;
  rocks: boolean;
  lighthouse: boolean;
  beach: boolean;
  stars: number;
}

const LOOKS = {
  sunset: {
    sky: stops([0, "#1e2a52"], [0.45, "#b4566b"], [0.8, "#f39a5b"], [1, "#ffd58a"]),
    sea: stops([0, "#d98a68"], [0.25, "#6d3f5c"], [1, "#1b1a35"]),
    horizon: 0.58,
    orb: { x: 0.62, y: 0.53, radius: 0.045, color: "#fff0c8", halo: 1 },
    glitter: "#ffd39a",
    clouds: { light: "#ffc29a", shade: "#5d3a63", cover: 0.02, alpha: 0.9, stretch: 5 },
    swell: 0.5,
    whitecaps: 0,
    rocks: true,
    lighthouse: false,
    beach: false,
    stars: 0,
  },
  moonlit: {
    sky: stops([0, "#05070f"], [0.6, "#14213d"], [1, "#2d4266"]),
    sea: stops([0, "#2a3d5e"], [0.3, "#111c31"], [1, "#03060c"]),
    horizon: 0.5,
    orb: { x: 0.4, y: 0.22, radius: 0.035, color: "#f3f1e4", halo: 0.35 },
    glitter: "#dfe7f5",
    clouds: { light: "#8fa0bd", shade: "#0c1222", cover: -0.05, alpha: 0.7, stretch: 4 },
    swell: 0.6,
    whitecaps: 0,
    rocks: false,
    lighthouse: false,
    beach: false,
    stars: 700,
  },
  storm: {
    sky: stops([0, "#2a3036"], [0.6, "#5b6670"], [1, "#9aa6ad"]),
    sea: stops([0, "#6c7a80"], [0.2, "#3a4a52"], [1, "#141c21"]),
    horizon: 0.46,
    orb: null,
    glitter: null,
    clouds: { light: "#c3cbd0", shade: "#1c2227", cover: 0.22, alpha: 1, stretch: 2.2, scale: 1.2 },
    swell: 1,
    whitecaps: 1,
    rocks: true,
    lighthouse: false,
    beach: false,
    stars: 0,
  },
  lagoon: {
    sky: stops([0, "#3f8ed8"], [0.7, "#9fd0f0"], [1, "#e8f6fb"]),
    sea: stops([0, "#1f6fa8"], [0.25, "#1aa3b8"], [0.7, "#4fd6cf"], [1, "#a8efe0"]),
    horizon: 0.38,
    orb: null,
    glitter: null,
    clouds: { light: "#ffffff", shade: "#b8cde0", cover: -0.08, alpha: 0.95, stretch: 1.6 },
    swell: 0.35,
    whitecaps: 0,
    rocks: false,
    lighthouse: false,
    beach: true,
    stars: 0,
  },
  lighthouse: {
    sky: stops([0, "#16213f"], [0.5, "#4b4f7c"], [0.85, "#d08a78"], [1, "#f2c39a"]),
    sea: stops([0, "#b7838a"], [0.3, "#3d3d63"], [1, "#0f1326"]),
    horizon: 0.62,
    orb: null,
    glitter: "#f2c39a",
    clouds: { light: "#f0b7a0", shade: "#2c2f52", cover: -0.02, alpha: 0.85, stretch: 4 },
    swell: 0.6,
    whitecaps: 0,
    rocks: true,
    lighthouse: true,
    beach: false,
    stars: 0,
  },
} satisfies Record<string, SeaLook>;

export type SeaVariant = keyof typeof LOOKS;

/** Swell in perspective: noise stretched along the horizon, finer towards the horizon. */
export function paintSwell(surface: Surface, noise: Noise2D, horizon: number, strength: number): void {
  const sea = { ...surface, height: surface.height };
  paintField(
    sea,
    2,
    (u, v) => {
      const below = (v * surface.height - horizon) / (surface.height - horizon);
      if (below <= 0) return [0, 0, 0, 0];
      const depth = 1 / (below + 0.03);
      const n = fbm(noise, (u - 0.5) * depth * 3, depth * 6, 4);
      const light = n > 0 ? 255 : 0;
      return [light, light, light, Math.min(1, Math.abs(n) * 1.6) * strength * Math.min(1, below * 8)];
    },
    "soft-light",
  );
}

/** Horizontal strokes of light on the water under the sun or moon, spreading towards the viewer. */
function paintGlitter(surface: Surface, rand: Random, horizon: number, x: number, color: Rgb): void {
  const { ctx, width, height } = surface;
  ctx.save();
  ctx.globalCompositeOperation = "screen";
  const strokes = Math.round(width * 1.2);
  for (let i = 0; i < strokes; i++) {
    const below = Math.pow(rand(), 1.6);
    const y = horizon + below * (height - horizon);
    const spread = width * (0.03 + below * 0.22);
    const dx = (rand() + rand() + rand() - 1.5) * spread;
    const closeness = 1 - Math.min(1, Math.abs(dx) / (spread * 1.5));
    const length = width * (0.004 + below * 0.03) * between(rand, 0.4, 1.4);
    ctx.fillStyle = css(color, closeness * between(rand, 0.25, 0.9));
    ctx.fillRect(x + dx - length / 2, y, length, Math.max(1, height * (0.001 + below * 0.003)));
  }
  ctx.restore();
}

function paintWhitecaps(surface: Surface, rand: Random, horizon: number, amount: number): void {
  const { ctx, width, height } = surface;
  const count = Math.round(width * 0.6 * amount);
  for (let i = 0; i < count; i++) {
    const below = Math.pow(rand(), 1.4);
    const y = horizon + below * (height - horizon);
    const length = width * (0.005 + below * 0.05) * between(rand, 0.3, 1);
    ctx.strokeStyle = `rgba(235, 240, 242, ${between(rand, 0.15, 0.55)})`;
    ctx.lineWidth = Math.max(1, height * (0.001 + below * 0.004));
    const x = rand() * width;
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.quadraticCurveTo(x + length * between(rand, 0.2, 0.8), y - ctx.lineWidth * 0.6, x + length, y);
    ctx.stroke();
  }
}

/** Open water to the horizon: sky, sun or moon, the swell, its glitter, and a foreground. */
export function paintSea(surface: Surface, rand: Random, variant: SeaVariant): void {
  const look: SeaLook = LOOKS[variant];
  const { width, height } = surface;
  const noise = createNoise(rand);
  const horizon = Math.round(height * look.horizon);
  fillVertical(surface, look.sky, 0, horizon);
  if (look.stars > 0) paintStars(surface, rand, horizon, look.stars);
  if (look.orb) paintOrb(surface, look.orb);
  paintClouds(surface, noise, look.clouds, horizon);
  fillVertical(surface, look.sea, horizon, height);
  paintSwell(surface, noise, horizon, look.swell);
  if (look.glitter) {
    const x = (look.orb?.x ?? 0.5) * width;
    paintGlitter(surface, rand, horizon, x, hex(look.glitter));
  }
  if (look.whitecaps > 0) paintWhitecaps(surface, rand, horizon, look.whitecaps);
  if (look.beach) {
    paintCaustics(surface, noise, horizon);
    paintBeach(surface, noise, rand);
  }
  const dark = mix(look.sea[look.sea.length - 1]![1], [0, 0, 0], 0.5);
  if (look.rocks) paintRocks(surface, noise, !look.lighthouse, height * (look.lighthouse ? 0.72 : 0.8), dark);
  if (look.lighthouse) paintLighthouse(surface, width * 0.86, height * 0.75, height * 0.2, dark);
}
