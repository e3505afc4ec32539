import { createSurface, fillVertical, vignette } from "../canvas";
import { css, hex, stops } from "../color";
import { between, createNoise, type Random } from "../random";
import { paintSwell } from "../paint/sea";
import { paintRocks } from "../paint/shore";
import { paintClouds, paintOrb } from "../paint/sky";
import type { Frame } from "./types";

/** Sunset swell: glitter on the water twinkles and the swell breathes; loops seamlessly. */
export function tide(width: number, height: number, rand: Random, seconds: number): Frame {
  const noise = createNoise(rand);
  const horizon = Math.round(height * 0.56);
  const still = createSurface(width, height);
  fillVertical(still, stops([0, "#1e2a52"], [0.45, "#b4566b"], [0.8, "#f39a5b"], [1, "#ffd58a"]), 0, horizon);
  paintOrb(still, { x: 0.6, y: 0.5, radius: 0.05, color: "#fff0c8", halo: 1 });
  paintClouds(
    still,
    noise,
    { light: "#ffc29a", shade: "#5d3a63", cover: 0.02, alpha: 0.9, stretch: 5 },
    horizon,
  );
  fillVertical(still, stops([0, "#d98a68"], [0.25, "#6d3f5c"], [1, "#1b1a35"]), horizon, height);
  const swells = [0, 1].map(() => {
    const layer = createSurface(width, height);
    layer.ctx.drawImage(still.canvas, 0, 0);
    paintSwell(layer, createNoise(rand), horizon, 0.7);
    return layer.canvas;
  });
  const rocks = createSurface(width, height);
  paintRocks(rocks, noise, true, height * 0.8, hex("#0b0a15"));
  const glitter = Array.from({ length: Math.round(width * 1.1) }, () => {
    const below = Math.pow(rand(), 1.6);
    const spread = width * (0.03 + below * 0.22);
    const dx = (rand() + rand() + rand() - 1.5) * spread;
    return {
      x: width * 0.6 + dx,
      y: horizon + below * (height - horizon),
      length: width * (0.004 + below * 0.03) * between(rand, 0.4, 1.4),
      thickness: Math.max(1, height * (0.001 + below * 0.003)),
      alpha: (1 - Math.min(1, Math.abs(dx) / (spread * 1.5))) * between(rand, 0.4, 1),
      // Whole cycles per loop keep the clip seamless.
      cycles: 1 + Math.floor(rand() * 4),
      phase: rand() * Math.PI * 2,
      drift: between(rand, -1, 1) * width * 0.004,
    };
  });
  const color = hex("#ffd39a");
  return (ctx, t) => {
    const turn = (t / seconds) * Math.PI * 2;
    ctx.globalAlpha = 1;
    ctx.drawImage(swells[0]!, 0, 0);
    ctx.globalAlpha = 0.5 + 0.5 * Math.sin(turn);
    ctx.drawImage(swells[1]!, 0, 0);
    ctx.globalAlpha = 1;
    ctx.save();
    ctx.globalCompositeOperation = "screen";
    for (const g of glitter) {
      const wave = Math.sin(turn * g.cycles + g.phase);
      const alpha = g.alpha * Math.max(0, wave) ** 2;
      if (alpha < 0.02) continue;
      ctx.fillStyle = css(color, alpha);
      ctx.fillRect(g.x + g.drift * Math.cos(turn + g.phase) - g.length / 2, g.y, g.length, g.thickness);
    }
    ctx.restore();
    ctx.drawImage(rocks.canvas, 0, 0);
    vignette({ ctx, width, height }, 0.3);
  };
}
