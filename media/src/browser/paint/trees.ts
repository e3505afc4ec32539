import { css, type Rgb } from "../color";
import { between, type Random } from "../random";

/** A conifer silhouette: a trunk and tiers of drooping branches, narrowing to the tip. */
export function conifer(
  ctx: CanvasRenderingContext2D,
  x: number,
  ground: number,
  height: number,
  rand: Random,
): void {
  const width = height * between(rand, 0.28, 0.38);
  const tiers = 7;
  ctx.beginPath();
  ctx.moveTo(x, ground - height);
  for (let i = 1; i <= tiers; i++) {
    const y = ground - height + (height * 0.92 * i) / tiers;
    const half = (width / 2) * (i / tiers) * between(rand, 0.85, 1.1);
    ctx.lineTo(x + half, y);
    ctx.lineTo(x + half * 0.45, y - height * 0.02);
  }
  for (let i = tiers; i >= 1; i--) {
    const y = ground - height + (height * 0.92 * i) / tiers;
    const half = (width / 2) * (i / tiers) * between(rand, 0.85, 1.1);
    ctx.lineTo(x - half * 0.45, y - height * 0.02);
    ctx.lineTo(x - half, y);
  }
  ctx.lineTo(x - width * 0.04, ground + height * 0.05);
  ctx.lineTo(x + width * 0.04, ground + height * 0.05);
  ctx.closePath();
  ctx.fill();
}

/** Conifers of uneven height standing on a ridge line, in the ridge's own colour. */
export function forest(
  ctx: CanvasRenderingContext2D,
  ridge: readonly { x: number; y: number }[],
  rand: Random,
  treeHeight: number,
  color: Rgb,
): void {
  ctx.fillStyle = css(color);
  const last = ridge[ridge.length - 1]!.x;
  for (let x = ridge[0]!.x; x < last; x += treeHeight * between(rand, 0.06, 0.28)) {
    if (rand() < 0.12) continue;
    const index = ridge.findIndex((p) => p.x >= x);
    const ground = ridge[Math.max(0, index)]!.y + treeHeight * 0.1;
    conifer(ctx, x, ground, treeHeight * between(rand, 0.5, 1.4), rand);
  }
}
