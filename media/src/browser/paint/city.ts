import { fillVertical, glow, type Surface } from "../canvas";
import { css, hex, mix, stops, type Rgb } from "../color";
import { between, createNoise, type Random } from "../random";
import { paintClouds, paintStars, type CloudLook } from "./sky";
import { reflect } from "./water";

interface SkylineLook {
  sky: [number, Rgb][];
  glow: string;
  clouds: CloudLook | null;
  /** Colour of the nearest buildings; the far ones are mixed towards the sky. */
  building: string;
  /** Share of lit windows. */
  lit: number;
  horizon: number;
  stars: number;
}

const SKYLINES = {
  blueHour: {
    sky: stops([0, "#0d1838"], [0.55, "#2a3f78"], [0.85, "#8a6a9a"], [1, "#f0a070"]),
    glow: "#ff9a5c",
    clouds: { light: "#e49a86", shade: "#25305d", cover: -0.05, alpha: 0.6, stretch: 5 },
    building: "#0a0f22",
    lit: 0.42,
    horizon: 0.7,
    stars: 0,
  },
  midnight: {
    sky: stops([0, "#020308"], [0.7, "#0b1226"], [1, "#2a2444"]),
    glow: "#c07a9a",
    clouds: null,
    building: "#05070f",
    lit: 0.45,
    horizon: 0.72,
    stars: 400,
  },
} satisfies Record<string, SkylineLook>;

/** Lit windows: mostly tungsten, some daylight LEDs. */
export const WARM: Rgb = [255, 198, 120];
export const COOL: Rgb = [200, 222, 255];

/** One row of towers: widths, heights and lit windows drawn from `rand`. */
function paintTowers(
  surface: Surface,
  rand: Random,
  ground: number,
  options: { color: Rgb; maxHeight: number; lit: number; windowSize: number; windowAlpha: number },
): void {
  const { ctx, width } = surface;
  let x = -width * 0.02;
  while (x < width) {
    const w = width * between(rand, 0.025, 0.075);
    // Taller towards a downtown off-centre, like most skylines.
    const centre = Math.exp(-(((x / width - 0.58) / 0.22) ** 2));
    const h = options.maxHeight * (0.25 + 0.75 * centre * between(rand, 0.5, 1)) * between(rand, 0.6, 1);
    const top = ground - h;
    ctx.fillStyle = css(options.color);
    ctx.fillRect(x, top, w, h + 2);
    const crown = rand();
    if (crown < 0.25) {
      ctx.fillRect(x + w * 0.2, top - h * 0.06, w * 0.6, h * 0.06);
      ctx.fillRect(x + w * 0.35, top - h * 0.12, w * 0.3, h * 0.06);
    } else if (crown < 0.45) {
      ctx.fillRect(x + w * 0.48, top - h * 0.18, Math.max(1, w * 0.04), h * 0.18);
      glow(ctx, x + w * 0.5, top - h * 0.18, options.windowSize * 4, [255, 60, 60], 0.8);
    } else if (crown < 0.6) {
      ctx.beginPath();
      ctx.moveTo(x, top);
      ctx.lineTo(x + w / 2, top - w * 0.5);
      ctx.lineTo(x + w, top);
      ctx.fill();
    }
    const cell = options.windowSize * 2.3;
    const tint = rand() < 0.7 ? WARM : COOL;
    const litHere = options.lit * between(rand, 0.4, 1.5);
    for (let wy = top + cell; wy < ground - cell; wy += cell) {
      for (let wx = x + cell * 0.6; wx < x + w - cell * 0.6; wx += cell) {
        if (rand() > litHere) continue;
        ctx.fillStyle = css(
          mix(tint, [255, 255, 255], rand() * 0.3),
          options.windowAlpha * between(rand, 0.5, 1),
        );
        ctx.fillRect(wx, wy, options.windowSize, options.windowSize * 1.2);
      }
    }
    x += w + (rand() < 0.3 ? width * 0.004 : 0);
  }
}

/** A city skyline at dusk or night over water, three rows of towers deep. */
export function paintSkyline(surface: Surface, rand: Random, variant: keyof typeof SKYLINES): void {
  const look: SkylineLook = SKYLINES[variant];
  const { ctx, width, height } = surface;
  const horizon = Math.round(height * look.horizon);
  const noise = createNoise(rand);
  fillVertical(surface, look.sky, 0, horizon);
  if (look.stars > 0) paintStars(surface, rand, horizon * 0.7, look.stars);
  if (look.clouds) paintClouds(surface, noise, look.clouds, horizon);
  glow(ctx, width * 0.58, horizon, width * 0.55, hex(look.glow), 0.55);
  const building = hex(look.building);
  const skyLow = look.sky[look.sky.length - 2]![1];
  const windowSize = Math.max(2, width / 480);
  const rows = [
    { haze: 0.55, maxHeight: height * 0.55, lit: look.lit * 0.6, alpha: 0.5, size: windowSize * 0.7 },
    { haze: 0.3, maxHeight: height * 0.42, lit: look.lit * 0.8, alpha: 0.8, size: windowSize * 0.85 },
    { haze: 0, maxHeight: height * 0.26, lit: look.lit, alpha: 1, size: windowSize },
  ];
  for (const row of rows) {
    paintTowers(surface, rand, horizon, {
      color: mix(building, skyLow, row.haze),
      maxHeight: row.maxHeight,
      lit: row.lit,
      windowSize: row.size,
      windowAlpha: row.alpha,
    });
  }
  ctx.fillStyle = css(building);
  ctx.fillRect(0, horizon - height * 0.008, width, height * 0.008);
  reflect(surface, horizon, rand, { tint: building, darken: 0.45, ripple: 1.2 });
}

/** Out-of-focus city lights at night. */
export function paintBokeh(surface: Surface, rand: Random): void {
  const { ctx, width, height } = surface;
  fillVertical(surface, stops([0, "#05040a"], [0.55, "#140d1c"], [1, "#2b1520"]));
  glow(ctx, width * 0.5, height * 0.85, height * 0.6, hex("#ff9b5c"), 0.35);
  const palette = ["#ffb347", "#ff5e5e", "#ffd27a", "#4fd1c5", "#f08bd6", "#fff1c1"].map(hex);
  ctx.save();
  ctx.globalCompositeOperation = "screen";
  const size = Math.min(width, height);
  for (let layer = 0; layer < 3; layer++) {
    const count = [45, 22, 9][layer]!;
    // The nearest lights are the most out of focus.
    ctx.filter = `blur(${Math.round(size * 0.002 * (1 + layer * 2))}px)`;
    for (let i = 0; i < count; i++) {
      const x = rand() * width;
      // Street lights crowd the lower middle of the frame.
      const y = height * (0.12 + 0.85 * Math.pow(rand(), 0.7));
      const r = size * between(rand, 0.02, 0.05) * (1 + layer * 0.9);
      const color = palette[Math.floor(rand() * palette.length)]!;
      const alpha = between(rand, 0.25, 0.6) / (1 + layer * 0.5);
      const disc = ctx.createRadialGradient(x, y, 0, x, y, r);
      disc.addColorStop(0, css(color, alpha * 0.7));
      disc.addColorStop(0.82, css(color, alpha));
      disc.addColorStop(0.92, css(mix(color, [255, 255, 255], 0.3), alpha * 1.1));
      disc.addColorStop(1, css(color, 0));
      ctx.fillStyle = disc;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  ctx.restore();
}
