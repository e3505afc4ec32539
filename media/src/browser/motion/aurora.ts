import { createSurface, fillRidge, fillVertical, ridgeLine, vignette } from "../canvas";
import { css, hex, stops } from "../color";
import { createNoise, fbm, type Random } from "../random";
import { paintStars } from "../paint/sky";
import { forest } from "../paint/trees";
import type { Frame } from "./types";

/** Aurora curtains folding and brightening over a lake that mirrors them; loops seamlessly. */
export function auroraDance(width: number, height: number, rand: Random, seconds: number): Frame {
  const noise = createNoise(rand);
  const horizon = Math.round(height * 0.64);
  const sky = createSurface(width, height);
  fillVertical(sky, stops([0, "#020611"], [0.7, "#071a26"], [1, "#0d2a30"]), 0, horizon);
  paintStars(sky, rand, horizon, 500);
  const land = createSurface(width, height);
  const hills = hex("#02060a");
  const points = ridgeLine(
    width,
    4,
    (x) => horizon - height * 0.05 * (fbm(noise, (x / width) * 4, 3.3, 5) + 0.6),
  );
  fillRidge(land.ctx, points, horizon + 1, [
    [0, hills],
    [1, hills],
  ]);
  forest(land.ctx, points, rand, height * 0.04, hills);
  const curtains = [
    { base: 0.62, reach: 0.5, green: hex("#3dff9a"), top: hex("#8a4dff"), alpha: 0.14, freq: 1.3 },
    { base: 0.5, reach: 0.4, green: hex("#5dffb0"), top: hex("#ff4d9a"), alpha: 0.1, freq: 2.1 },
    { base: 0.72, reach: 0.3, green: hex("#2be08a"), top: hex("#3d7dff"), alpha: 0.12, freq: 3.2 },
  ];
  const step = 4;
  return (ctx, t) => {
    // Walking a circle through the noise makes the motion periodic.
    const turn = (t / seconds) * Math.PI * 2;
    const cx = Math.cos(turn) * 0.6;
    const cy = Math.sin(turn) * 0.6;
    ctx.drawImage(sky.canvas, 0, 0);
    ctx.save();
    ctx.globalCompositeOperation = "lighter";
    for (const [index, curtain] of curtains.entries()) {
      for (let x = 0; x < width; x += step) {
        const u = x / width;
        const fold = noise(u * curtain.freq + index * 10 + cx, 0.5 + cy) * 0.12;
        const base = horizon * (curtain.base + fold);
        const brightness = Math.max(0, 0.35 + fbm(noise, u * 12 + index * 5 + cx * 2, 7.7 + cy * 2, 3) * 1.6);
        if (brightness < 0.02) continue;
        const reach = horizon * curtain.reach * (0.7 + 0.6 * brightness);
        const ray = ctx.createLinearGradient(0, base, 0, base - reach);
        ray.addColorStop(0, css(curtain.green, curtain.alpha * brightness * 3));
        ray.addColorStop(0.15, css(curtain.green, curtain.alpha * brightness * 2));
        ray.addColorStop(0.6, css(curtain.top, curtain.alpha * brightness));
        ray.addColorStop(1, css(curtain.top, 0));
        ctx.fillStyle = ray;
        ctx.fillRect(x, base - reach, step, reach + height * 0.01);
      }
    }
    ctx.restore();
    ctx.drawImage(land.canvas, 0, 0);
    // The still lake: the sky flipped below the shore, darkened.
    ctx.save();
    ctx.translate(0, horizon * 2);
    ctx.scale(1, -1);
    ctx.drawImage(
      ctx.canvas,
      0,
      horizon - (height - horizon),
      width,
      height - horizon,
      0,
      horizon - (height - horizon),
      width,
      height - horizon,
    );
    ctx.restore();
    ctx.fillStyle = "rgba(1, 4, 10, 0.45)";
    ctx.fillRect(0, horizon, width, height - horizon);
    vignette({ ctx, width, height }, 0.3);
  };
}
