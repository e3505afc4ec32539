import { fillRidge, fillVertical, glow, paintField, ridgeLine, type Surface } from "../canvas";
import { css, hex, mix, stops, type Rgb } from "../color";
import { between, createNoise, fbm, type Noise2D, type Random } from "../random";
import { paintStars } from "./sky";
import { forest } from "./trees";
import { reflect } from "./water";

/** A dark ridge along the bottom of the frame, optionally wooded. */
function foreground(
  surface: Surface,
  noise: Noise2D,
  rand: Random,
  top: number,
  color: Rgb,
  trees: boolean,
): void {
  const { ctx, width, height } = surface;
  const points = ridgeLine(
    width,
    Math.max(2, width / 400),
    (x) => top - height * 0.06 * (fbm(noise, (x / width) * 3 + 50, 2.5, 5) + 0.5),
  );
  fillRidge(ctx, points, height, [
    [0, color],
    [1, color],
  ]);
  if (trees) forest(ctx, points, rand, height * 0.07, color);
}

/** The Milky Way's core rising over a ridge: a glowing band with dark dust lanes. */
function paintMilkyWay(surface: Surface, rand: Random): void {
  const { width, height } = surface;
  const noise = createNoise(rand);
  fillVertical(surface, stops([0, "#03040a"], [0.6, "#0b1228"], [0.85, "#1f2644"], [1, "#5a3b3a"]));
  // The band runs from lower left to upper right.
  const angle = -0.85;
  const nx = -Math.sin(angle);
  const ny = Math.cos(angle);
  const aspect = width / height;
  const warm = hex("#ffe2c0");
  const cool = hex("#b9c6ff");
  paintField(
    surface,
    2,
    (u, v) => {
      const x = (u - 0.45) * aspect;
      const y = v - 0.55;
      const across = x * nx + y * ny;
      const along = x * Math.cos(angle) + y * Math.sin(angle);
      const band = Math.exp(-((across / 0.16) ** 2));
      const clouds = 0.55 + 0.6 * fbm(noise, along * 4 + 9, across * 6, 6);
      const dust =
        Math.max(0, fbm(noise, along * 3 + 70, across * 22, 5) + 0.02) *
        Math.exp(-((across / 0.05) ** 2)) *
        1.3;
      const core = Math.exp(-(((along + 0.2) / 0.5) ** 2));
      const light = Math.max(0, band * clouds * (0.5 + 0.7 * core) - dust);
      const color = mix(cool, warm, core);
      return [color[0], color[1], color[2], Math.min(1, light * 0.75)];
    },
    "screen",
  );
  paintStars(surface, rand, height, 2200);
  // Extra faint stars packed into the band.
  const { ctx } = surface;
  for (let i = 0; i < 5000; i++) {
    const along = between(rand, -1.2, 1.2);
    const across = (rand() + rand() + rand() - 1.5) * 0.12;
    const x = (0.45 + (along * Math.cos(angle) + across * nx) / aspect) * width;
    const y = (0.55 + along * Math.sin(angle) + across * ny) * height;
    ctx.fillStyle = `rgba(255, 250, 240, ${between(rand, 0.1, 0.6)})`;
    ctx.fillRect(x, y, 1, 1);
  }
  glow(ctx, width * 0.8, height, height * 0.5, hex("#ff9a5a"), 0.3);
  foreground(surface, noise, rand, height * 0.86, hex("#040509"), true);
}

/** Curtains of aurora over a still lake, mirrored in it. */
function paintAurora(surface: Surface, rand: Random): void {
  const { ctx, width, height } = surface;
  const noise = createNoise(rand);
  const horizon = height * 0.66;
  fillVertical(surface, stops([0, "#020611"], [0.7, "#071a26"], [1, "#0d2a30"]), 0, horizon);
  paintStars(surface, rand, horizon, 700);
  ctx.save();
  ctx.globalCompositeOperation = "lighter";
  const curtains = [
    { base: 0.62, reach: 0.5, green: "#3dff9a", top: "#8a4dff", alpha: 0.14, freq: 1.3 },
    { base: 0.5, reach: 0.4, green: "#5dffb0", top: "#ff4d9a", alpha: 0.1, freq: 2.1 },
    { base: 0.72, reach: 0.3, green: "#2be08a", top: "#3d7dff", alpha: 0.12, freq: 3.2 },
  ];
  const step = Math.max(1, Math.round(width / 800));
  for (const [index, curtain] of curtains.entries()) {
    for (let x = 0; x < width; x += step) {
      const u = x / width;
      const fold =
        noise(u * curtain.freq + index * 10, 0.5) * 0.12 + noise(u * curtain.freq * 4, index * 3.3) * 0.03;
      const base = horizon * (curtain.base + fold);
      const brightness = Math.max(0, 0.35 + fbm(noise, u * 12 + index * 5, 7.7, 4) * 1.6);
      const reach = horizon * curtain.reach * (0.7 + 0.6 * brightness);
      const ray = ctx.createLinearGradient(0, base, 0, base - reach);
      ray.addColorStop(0, css(hex(curtain.green), curtain.alpha * brightness * 3));
      ray.addColorStop(0.15, css(hex(curtain.green), curtain.alpha * brightness * 2));
      ray.addColorStop(0.6, css(hex(curtain.top), curtain.alpha * brightness));
      ray.addColorStop(1, css(hex(curtain.top), 0));
      ctx.fillStyle = ray;
      ctx.fillRect(x, base - reach, step, reach + height * 0.01);
    }
  }
  ctx.restore();
  const hills = hex("#02060a");
  const points = ridgeLine(
    width,
    Math.max(2, width / 400),
    (x) => horizon - height * 0.05 * (fbm(noise, (x / width) * 4, 3.3, 5) + 0.6),
  );
  fillRidge(ctx, points, horizon + 1, [
    [0, hills],
    [1, hills],
  ]);
  forest(ctx, points, rand, height * 0.04, hills);
  reflect(surface, horizon, rand, { tint: hex("#01040a"), darken: 0.35, ripple: 0.4 });
}

/** A lone tree, branches splitting and thinning as they climb. */
function tree(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  length: number,
  angle: number,
  depth: number,
  rand: Random,
): void {
  const x2 = x + Math.cos(angle) * length;
  const y2 = y + Math.sin(angle) * length;
  ctx.lineWidth = Math.max(1, depth * depth * 0.35 * (length / 60));
  ctx.beginPath();
  ctx.moveTo(x, y);
  ctx.lineTo(x2, y2);
  ctx.stroke();
  if (depth === 0) return;
  const branches = rand() < 0.3 ? 3 : 2;
  for (let i = 0; i < branches; i++) {
    const spread = between(rand, 0.25, 0.6) * (i % 2 === 0 ? -1 : 1);
    tree(ctx, x2, y2, length * between(rand, 0.65, 0.8), angle + spread, depth - 1, rand);
  }
}

/** An hour of the sky turning around the pole, over a lone tree on a hill. */
function paintStarTrails(surface: Surface, rand: Random): void {
  const { ctx, width, height } = surface;
  const noise = createNoise(rand);
  fillVertical(surface, stops([0, "#040818"], [0.7, "#0f1d3d"], [1, "#2c3355"]));
  const pole = { x: width * 0.62, y: height * 0.22 };
  const reach = Math.hypot(width, height);
  ctx.save();
  ctx.globalCompositeOperation = "screen";
  ctx.lineCap = "round";
  for (let i = 0; i < 1600; i++) {
    const radius = Math.sqrt(rand()) * reach;
    const start = rand() * Math.PI * 2;
    const brightness = Math.pow(rand(), 2.5);
    const tint = rand();
    const color: Rgb = tint < 0.15 ? [255, 205, 160] : tint < 0.35 ? [170, 200, 255] : [235, 240, 255];
    ctx.strokeStyle = css(color, 0.2 + brightness * 0.7);
    ctx.lineWidth = (0.5 + brightness * 2) * (width / 1200);
    ctx.beginPath();
    ctx.arc(pole.x, pole.y, radius, start, start + 0.55);
    ctx.stroke();
  }
  ctx.restore();
  glow(ctx, width * 0.3, height, height * 0.5, hex("#7a6aa0"), 0.35);
  const ground = hex("#05060c");
  foreground(surface, noise, rand, height * 0.82, ground, false);
  ctx.strokeStyle = css(ground);
  ctx.lineCap = "round";
  tree(ctx, width * 0.3, height * 0.8, height * 0.12, -Math.PI / 2 - 0.05, 8, rand);
}

/** A full moon rising huge and orange over dark hills. */
function paintMoonrise(surface: Surface, rand: Random): void {
  const { ctx, width, height } = surface;
  const noise = createNoise(rand);
  fillVertical(surface, stops([0, "#0c1330"], [0.55, "#2b3563"], [0.85, "#8a6a7a"], [1, "#d99a72"]));
  paintStars(surface, rand, height * 0.5, 250);
  const moon = { x: width * 0.64, y: height * 0.6, r: height * 0.13 };
  glow(ctx, moon.x, moon.y, height * 0.7, hex("#ffb27a"), 0.45);
  ctx.save();
  ctx.beginPath();
  ctx.arc(moon.x, moon.y, moon.r, 0, Math.PI * 2);
  ctx.clip();
  const body = ctx.createRadialGradient(
    moon.x - moon.r * 0.3,
    moon.y - moon.r * 0.3,
    0,
    moon.x,
    moon.y,
    moon.r,
  );
  body.addColorStop(0, "#ffe2b0");
  body.addColorStop(1, "#f0a060");
  ctx.fillStyle = body;
  ctx.fillRect(moon.x - moon.r, moon.y - moon.r, moon.r * 2, moon.r * 2);
  paintField(
    { ctx, width, height },
    2,
    (u, v) => {
      const n = fbm(noise, ((u * width) / moon.r) * 1.2, ((v * height) / moon.r) * 1.2, 5);
      return [150, 90, 60, Math.max(0, n - 0.02) * 0.9];
    },
    "multiply",
  );
  ctx.restore();
  const layers = [
    { top: 0.7, color: "#2a2540", trees: false },
    { top: 0.8, color: "#151326", trees: true },
    { top: 0.92, color: "#06050c", trees: true },
  ];
  for (const layer of layers)
    foreground(surface, noise, rand, height * layer.top, hex(layer.color), layer.trees);
}

const VARIANTS = {
  milkyWay: paintMilkyWay,
  aurora: paintAurora,
  trails: paintStarTrails,
  moonrise: paintMoonrise,
};

/** Night skies: the Milky Way, aurora, star trails and a moonrise. */
export function paintNight(surface: Surface, rand: Random, variant: keyof typeof VARIANTS): void {
  VARIANTS[variant](surface, rand);
}
