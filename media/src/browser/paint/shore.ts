import { glow, paintField, type Surface } from "../canvas";
import { css, hex, mix, type Rgb } from "../color";
import { between, fbm, type Noise2D, type Random } from "../random";

/** A dark outcrop rising from the lower left or right corner. */
export function paintRocks(
  surface: Surface,
  noise: Noise2D,
  fromLeft: boolean,
  top: number,
  color: Rgb,
): void {
  const { ctx, width, height } = surface;
  const reach = width * 0.42;
  ctx.beginPath();
  ctx.moveTo(fromLeft ? 0 : width, height);
  for (let i = 0; i <= 100; i++) {
    const t = i / 100;
    const x = fromLeft ? t * reach : width - t * reach;
    const profile = Math.pow(Math.sin((1 - t) * Math.PI * 0.5), 0.7);
    const rough = fbm(noise, t * 6 + 3, 9.1, 5) * 0.35;
    ctx.lineTo(x, height - (height - top) * Math.max(0, profile + rough * (1 - t)));
  }
  ctx.lineTo(fromLeft ? reach : width - reach, height);
  ctx.closePath();
  ctx.fillStyle = css(color);
  ctx.fill();
}

/** A striped tower on the rocks, its lamp lit and a beam swept to one side. */
export function paintLighthouse(surface: Surface, x: number, base: number, tall: number, dark: Rgb): void {
  const { ctx, height } = surface;
  const bottomHalf = tall * 0.09;
  const topHalf = tall * 0.06;
  const top = base - tall;
  ctx.beginPath();
  ctx.moveTo(x - bottomHalf, base);
  ctx.lineTo(x - topHalf, top);
  ctx.lineTo(x + topHalf, top);
  ctx.lineTo(x + bottomHalf, base);
  ctx.closePath();
  ctx.fillStyle = css(mix(dark, [230, 220, 210], 0.25));
  ctx.fill();
  ctx.save();
  ctx.clip();
  ctx.fillStyle = css(mix(dark, [150, 40, 40], 0.5));
  for (let i = 1; i < 5; i += 2) ctx.fillRect(x - bottomHalf, top + (tall * i) / 5, bottomHalf * 2, tall / 5);
  ctx.restore();
  const lampY = top - tall * 0.07;
  ctx.fillStyle = css(dark);
  ctx.fillRect(x - topHalf * 1.3, top - tall * 0.015, topHalf * 2.6, tall * 0.02);
  ctx.beginPath();
  ctx.moveTo(x - topHalf, lampY - tall * 0.05);
  ctx.lineTo(x, lampY - tall * 0.1);
  ctx.lineTo(x + topHalf, lampY - tall * 0.05);
  ctx.closePath();
  ctx.fill();
  const lamp = hex("#fff2c4");
  glow(ctx, x, lampY, height * 0.12, lamp, 0.9);
  ctx.save();
  ctx.globalCompositeOperation = "screen";
  const beam = ctx.createLinearGradient(x, lampY, x - height * 1.2, lampY - height * 0.1);
  beam.addColorStop(0, css(lamp, 0.3));
  beam.addColorStop(1, css(lamp, 0));
  ctx.fillStyle = beam;
  ctx.beginPath();
  ctx.moveTo(x, lampY);
  ctx.lineTo(x - height * 1.4, lampY - height * 0.16);
  ctx.lineTo(x - height * 1.4, lampY + height * 0.03);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
  ctx.fillStyle = css(lamp);
  ctx.fillRect(x - topHalf * 0.8, lampY - tall * 0.04, topHalf * 1.6, tall * 0.06);
}

/** Light netting on shallow water: bright where the noise crosses zero. */
export function paintCaustics(surface: Surface, noise: Noise2D, horizon: number): void {
  paintField(
    surface,
    2,
    (u, v) => {
      const below = (v * surface.height - horizon) / (surface.height - horizon);
      if (below <= 0.15) return [0, 0, 0, 0];
      const depth = 1 / (below + 0.1);
      const n = Math.abs(noise((u - 0.5) * depth * 9 + 40, depth * 14));
      const line = Math.max(0, 1 - n * 9);
      return [255, 255, 255, line * 0.5 * Math.min(1, (below - 0.15) * 3)];
    },
    "screen",
  );
}

/** Pale sand in the foreground with a lace of foam where the water runs up it. */
export function paintBeach(surface: Surface, noise: Noise2D, rand: Random): void {
  const { ctx, width, height } = surface;
  const shore = (x: number) =>
    height * (0.8 + 0.05 * Math.sin((x / width) * 3 + 1) + 0.03 * fbm(noise, (x / width) * 4, 5.5, 4));
  const points = Array.from({ length: 201 }, (_, i) => ({
    x: (i / 200) * width,
    y: shore((i / 200) * width),
  }));
  const sand = ctx.createLinearGradient(0, height * 0.75, 0, height);
  sand.addColorStop(0, "#d9c7a0");
  sand.addColorStop(1, "#f3e6c8");
  ctx.beginPath();
  ctx.moveTo(0, height);
  for (const p of points) ctx.lineTo(p.x, p.y);
  ctx.lineTo(width, height);
  ctx.closePath();
  ctx.fillStyle = sand;
  ctx.fill();
  for (let band = 0; band < 3; band++) {
    ctx.beginPath();
    points.forEach((p, i) => {
      const y = p.y - height * (0.004 + band * 0.012) + fbm(noise, i / 18, band * 4.2, 3) * height * 0.008;
      if (i === 0) ctx.moveTo(p.x, y);
      else ctx.lineTo(p.x, y);
    });
    ctx.strokeStyle = `rgba(255, 255, 255, ${0.75 - band * 0.22})`;
    ctx.lineWidth = height * (0.006 - band * 0.0015) * between(rand, 0.8, 1.2);
    ctx.stroke();
  }
}
