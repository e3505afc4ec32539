import { fillVertical, glow, type Surface } from "../canvas";
import { css, hex, mix, stops, type Rgb } from "../color";
import type { Random } from "../random";
import { texture } from "./architecture";

/** A spiral stair seen from the top: steps wind inwards around a dark well. */
export function paintSpiral(surface: Surface, rand: Random): void {
  const { ctx, width, height } = surface;
  const cx = width * 0.5;
  const cy = height * 0.5;
  ctx.fillStyle = "#16120f";
  ctx.fillRect(0, 0, width, height);
  const stone = hex("#efe7da");
  const light = -Math.PI * 0.75;
  const stepAngle = 0.2;
  let outer = Math.hypot(width, height) * 0.52;
  for (let i = 0; i < 150; i++) {
    const angle = i * stepAngle;
    const inner = outer * 0.52;
    const lit = 0.55 + 0.45 * Math.cos(angle - light);
    const depth = Math.pow(0.9905, i);
    const color = mix([20, 16, 14], mix(stone, [255, 236, 205], lit * 0.3), depth * (0.45 + 0.55 * lit));
    ctx.fillStyle = css(color);
    ctx.beginPath();
    ctx.arc(cx, cy, outer, angle, angle + stepAngle + 0.01);
    ctx.arc(cx, cy, inner, angle + stepAngle + 0.01, angle, true);
    ctx.closePath();
    ctx.fill();
    // The riser's shadow along the leading edge of each step.
    ctx.strokeStyle = css([20, 15, 12], 0.5 * depth);
    ctx.lineWidth = Math.max(1, outer * 0.012);
    ctx.beginPath();
    ctx.moveTo(cx + Math.cos(angle) * inner, cy + Math.sin(angle) * inner);
    ctx.lineTo(cx + Math.cos(angle) * outer, cy + Math.sin(angle) * outer);
    ctx.stroke();
    // Banister on the inner edge.
    ctx.strokeStyle = css(mix([90, 52, 30], [20, 15, 12], 1 - depth), 1);
    ctx.lineWidth = Math.max(1.5, outer * 0.03);
    ctx.beginPath();
    ctx.arc(cx, cy, inner, angle, angle + stepAngle + 0.02);
    ctx.stroke();
    outer *= 0.992;
  }
  const well = ctx.createRadialGradient(cx, cy, 0, cx, cy, outer * 0.6);
  well.addColorStop(0, "rgba(0, 0, 0, 1)");
  well.addColorStop(1, "rgba(0, 0, 0, 0)");
  ctx.fillStyle = well;
  ctx.fillRect(0, 0, width, height);
  texture(surface, rand, 0.06);
}

/** A vaulted passage of arches receding to a sunlit courtyard. */
export function paintArcade(surface: Surface, rand: Random): void {
  const { ctx, width, height } = surface;
  const vx = width * 0.5;
  const vy = height * 0.55;
  fillVertical(surface, stops([0, "#fff3da"], [0.6, "#f4cf98"], [1, "#e3a86c"]));
  glow(ctx, vx, vy, height * 0.45, hex("#fffaf0"), 1);
  const scaleAt = (depth: number) => 1 / (1 + depth * 0.42);
  const openingPath = (depth: number) => {
    const scale = scaleAt(depth);
    const halfW = width * 0.3 * scale;
    const bottom = vy + height * 0.5 * scale;
    const springLine = vy - height * 0.25 * scale;
    ctx.moveTo(vx - halfW, bottom);
    ctx.lineTo(vx - halfW, springLine);
    ctx.arc(vx, springLine, halfW, Math.PI, 0);
    ctx.lineTo(vx + halfW, bottom);
    ctx.closePath();
  };
  const frame = (depth: number, color: Rgb) => {
    ctx.beginPath();
    ctx.rect(0, 0, width, height);
    openingPath(depth);
    ctx.fillStyle = css(color);
    ctx.fill("evenodd");
  };
  const floorAt = (depth: number) => vy + height * 0.5 * scaleAt(depth);
  const arches = 8;
  // Far to near: each frame hides everything but what its opening shows.
  for (let k = arches; k >= 0; k--) {
    const nearness = 1 - k / arches;
    const jamb = mix(hex("#f0c89a"), hex("#8a4f2e"), nearness);
    const face = mix(hex("#e0aa78"), hex("#5a3220"), nearness);
    frame(k + 0.35, jamb);
    frame(k, face);
    // Floor between this arch and the next, lit where sun falls through the side.
    if (k > 0) {
      const near = floorAt(k);
      const far = floorAt(k + 0.001 - 1);
      const band = ctx.createLinearGradient(0, near, 0, far);
      band.addColorStop(0, css(mix(hex("#d89a66"), hex("#3b2114"), nearness)));
      band.addColorStop(1, css(mix(hex("#f4d2a8"), hex("#6a3b22"), nearness)));
      ctx.save();
      ctx.beginPath();
      openingPath(k - 1);
      ctx.clip();
      ctx.fillStyle = band;
      ctx.fillRect(0, near, width, far - near);
      ctx.restore();
    }
  }
  texture(surface, rand, 0.07);
}
