import { fillVertical, glow, paintField, type Surface } from "../canvas";
import { css, hex, mix, stops, type Rgb } from "../color";
import { between, createNoise, fbm, type Random } from "../random";

/** Fine mottling of concrete or plaster, multiplied over what is there. */
export function texture(surface: Surface, rand: Random, strength: number): void {
  const noise = createNoise(rand);
  paintField(
    surface,
    2,
    (u, v) => {
      const n = fbm(noise, u * 40, v * 40 * (surface.height / surface.width), 4);
      const shade = 255 - Math.max(0, n + 0.3) * 255 * strength;
      return [shade, shade, shade, 1];
    },
    "multiply",
  );
}

/** A modernist facade head-on: rows of balconies throwing hard diagonal shadows. */
export function paintFacade(surface: Surface, rand: Random): void {
  const { ctx, width, height } = surface;
  fillVertical(surface, stops([0, "#2f6fb8"], [1, "#8fc1ea"]));
  const left = width * 0.18;
  const top = height * 0.1;
  const wall = hex("#e2d3bb");
  ctx.fillStyle = css(wall);
  ctx.fillRect(left, top, width - left, height - top);
  const cols = 4;
  const rows = 8;
  const cellW = (width - left) / cols;
  const cellH = (height - top) / rows;
  const shadow = "rgba(70, 52, 40, 0.55)";
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = left + c * cellW;
      const y = top + r * cellH;
      const glass = ctx.createLinearGradient(x, y, x + cellW, y + cellH);
      glass.addColorStop(0, "#1b2e44");
      glass.addColorStop(0.6, "#3c6a8f");
      glass.addColorStop(1, "#13202f");
      ctx.fillStyle = glass;
      ctx.fillRect(x + cellW * 0.12, y + cellH * 0.12, cellW * 0.76, cellH * 0.7);
      // Curtains drawn in some flats.
      if (rand() < 0.3) {
        ctx.fillStyle = css(mix(hex("#efe6d6"), hex("#c9865a"), rand()), 0.85);
        ctx.fillRect(x + cellW * 0.12, y + cellH * 0.12, cellW * between(rand, 0.15, 0.35), cellH * 0.7);
      }
      // Balcony slab, its lit top edge, and the shadow it casts down and to the right.
      const slabY = y + cellH * 0.82;
      ctx.fillStyle = css(mix(wall, [255, 255, 255], 0.35));
      ctx.fillRect(x + cellW * 0.04, slabY, cellW * 0.92, cellH * 0.06);
      ctx.fillStyle = shadow;
      ctx.beginPath();
      ctx.moveTo(x + cellW * 0.04, slabY + cellH * 0.06);
      ctx.lineTo(x + cellW * 0.96, slabY + cellH * 0.06);
      ctx.lineTo(x + cellW * 0.96 + cellH * 0.35, slabY + cellH * 0.06 + cellH * 0.35);
      ctx.lineTo(x + cellW * 0.04 + cellH * 0.35, slabY + cellH * 0.06 + cellH * 0.35);
      ctx.closePath();
      ctx.fill();
      // The fin on the left of each bay shades the glass beside it.
      ctx.fillStyle = css(mix(wall, [255, 255, 255], 0.2));
      ctx.fillRect(x, y, cellW * 0.04, cellH);
      ctx.fillStyle = shadow;
      ctx.beginPath();
      ctx.moveTo(x + cellW * 0.04, y);
      ctx.lineTo(x + cellW * 0.04 + cellH * 0.3, y + cellH * 0.3);
      ctx.lineTo(x + cellW * 0.04 + cellH * 0.3, y + cellH * 0.82);
      ctx.lineTo(x + cellW * 0.04, y + cellH * 0.82);
      ctx.closePath();
      ctx.fill();
    }
  }
  // The building's own shadow edge on its left face.
  ctx.fillStyle = "rgba(60, 45, 35, 0.35)";
  ctx.fillRect(left, top, width * 0.012, height - top);
  texture(surface, rand, 0.08);
}

/** Looking straight up between glass towers: verticals converge on a point above the frame. */
export function paintGlassCanyon(surface: Surface, rand: Random): void {
  const { ctx, width, height } = surface;
  fillVertical(surface, stops([0, "#4f8fd6"], [1, "#cfe6f7"]));
  const vanish = { x: width * 0.52, y: -height * 0.35 };
  const towers: { from: number; to: number; glass: [number, Rgb][] }[] = [
    { from: -0.4, to: 0.34, glass: stops([0, "#9ec4e4"], [0.5, "#2d5f8f"], [1, "#0e2236"]) },
    { from: 0.64, to: 1.5, glass: stops([0, "#7fb3c9"], [0.5, "#1f5660"], [1, "#0a1e24"]) },
    { from: 0.3, to: 0.44, glass: stops([0, "#d8e4ee"], [1, "#55677a"]) },
  ];
  const along = (x: number, t: number) => ({
    x: x + (vanish.x - x) * t,
    y: height + (vanish.y - height) * t,
  });
  for (const tower of towers) {
    const x0 = tower.from * width;
    const x1 = tower.to * width;
    const reach = 0.78;
    const a = along(x0, 0);
    const b = along(x0, reach);
    const c = along(x1, reach);
    const d = along(x1, 0);
    const gradient = ctx.createLinearGradient(0, height, 0, b.y);
    for (const [at, color] of tower.glass) gradient.addColorStop(at, css(color));
    ctx.save();
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.lineTo(c.x, c.y);
    ctx.lineTo(d.x, d.y);
    ctx.closePath();
    ctx.fillStyle = gradient;
    ctx.fill();
    ctx.clip();
    // Mullions towards the vanishing point; floors closer together as they recede.
    ctx.strokeStyle = "rgba(10, 20, 30, 0.55)";
    ctx.lineWidth = Math.max(1, width / 900);
    const columns = Math.round(Math.abs(x1 - x0) / (width * 0.035));
    for (let i = 0; i <= columns; i++) {
      const x = x0 + ((x1 - x0) * i) / columns;
      const start = along(x, 0);
      ctx.beginPath();
      ctx.moveTo(start.x, start.y);
      ctx.lineTo(vanish.x, vanish.y);
      ctx.stroke();
    }
    for (let floor = 1; floor < 60; floor++) {
      const t = 1 - 1 / (1 + floor * 0.06);
      const p = along(x0, t);
      const q = along(x1, t);
      ctx.beginPath();
      ctx.moveTo(p.x, p.y);
      ctx.lineTo(q.x, q.y);
      ctx.stroke();
    }
    // Sky and a neighbour mirrored in the glass.
    ctx.fillStyle = "rgba(255, 255, 255, 0.08)";
    for (let i = 0; i < 6; i++) {
      const x = x0 + (x1 - x0) * rand();
      const s = along(x, 0);
      ctx.beginPath();
      ctx.moveTo(s.x, s.y);
      ctx.lineTo(s.x + width * between(rand, 0.03, 0.1), s.y);
      ctx.lineTo(vanish.x, vanish.y);
      ctx.closePath();
      ctx.fill();
    }
    ctx.restore();
  }
  glow(ctx, width * 0.47, height * 0.22, height * 0.35, hex("#fff6e0"), 0.75);
}
