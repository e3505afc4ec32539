import { fillVertical, glow, type Surface } from "../canvas";
import { css, hex, mix, stops } from "../color";
import { between, type Random } from "../random";
import { COOL, WARM } from "./city";

/** A camera at eye level looking down a straight avenue that bends gently to the left. */
export function avenueCamera(width: number, height: number) {
  const focal = width * 0.55;
  const vanishX = width * 0.56;
  const vanishY = height * 0.44;
  const eye = 1.6;
  const bend = -0.0009;
  return {
    vanishX,
    vanishY,
    /** Screen position of a point `side` metres right of the centre line, `up` metres high, `ahead` metres away. */
    project(side: number, up: number, ahead: number): { x: number; y: number } {
      return {
        x: vanishX + ((side + bend * ahead * ahead) * focal) / ahead,
        y: vanishY + ((eye - up) * focal) / ahead,
      };
    },
  };
}

/** The avenue at dusk without its traffic: sky, road, buildings and street lamps. */
export function paintAvenue(surface: Surface, rand: Random): void {
  const { ctx, width, height } = surface;
  const camera = avenueCamera(width, height);
  const { project } = camera;
  const horizonY = camera.vanishY;
  fillVertical(surface, stops([0, "#0b1030"], [0.6, "#3a2b5c"], [1, "#c0607a"]), 0, horizonY + height * 0.01);
  const far = project(0, 0, 220);
  glow(ctx, far.x, horizonY, width * 0.35, hex("#ff8a5c"), 0.55);
  ctx.fillStyle = "#120e1a";
  ctx.fillRect(0, horizonY, width, height - horizonY);

  // Road surface between the kerbs, from the camera to far away.
  const road = ctx.createLinearGradient(0, horizonY, 0, height);
  road.addColorStop(0, "#3a2a40");
  road.addColorStop(1, "#100c14");
  ctx.fillStyle = road;
  ctx.beginPath();
  for (let z = 2; z <= 220; z *= 1.1) {
    const p = project(-9, 0, z);
    if (z === 2) ctx.moveTo(p.x, p.y);
    else ctx.lineTo(p.x, p.y);
  }
  for (let z = 220; z >= 2; z /= 1.1) {
    const p = project(9, 0, z);
    ctx.lineTo(p.x, p.y);
  }
  ctx.closePath();
  ctx.fill();

  // Buildings on both sides, drawn far to near so nearer ones cover farther ones.
  const blocks: { side: number; z0: number; z1: number; tall: number }[] = [];
  for (const side of [-1, 1]) {
    let z = 6;
    while (z < 220) {
      const depth = between(rand, 8, 22);
      blocks.push({ side, z0: z, z1: z + depth, tall: between(rand, 12, 55) });
      z += depth + (rand() < 0.3 ? between(rand, 2, 6) : 0);
    }
  }
  blocks.sort((a, b) => b.z0 - a.z0);
  for (const block of blocks) {
    const x = block.side * 12;
    const corners = [
      project(x, 0, block.z0),
      project(x, block.tall, block.z0),
      project(x, block.tall, block.z1),
      project(x, 0, block.z1),
    ];
    const haze = Math.min(1, block.z0 / 200);
    ctx.fillStyle = css(mix(hex("#07060f"), hex("#4a3660"), haze * 0.8));
    ctx.beginPath();
    corners.forEach((c, i) => (i === 0 ? ctx.moveTo(c.x, c.y) : ctx.lineTo(c.x, c.y)));
    ctx.closePath();
    ctx.fill();
    const tint = rand() < 0.7 ? WARM : COOL;
    for (let up = 3; up < block.tall - 2; up += 3.2) {
      for (let z = block.z0 + 1.5; z < block.z1 - 1; z += 2.5) {
        // Close up, windows would be big flat blocks: leave the nearest facades dark.
        if (z < 14) continue;
        if (rand() > 0.45) continue;
        const a = project(x, up, z);
        const b = project(x, up + 1.6, z + 1.2);
        ctx.fillStyle = css(tint, 0.75 * (1 - haze * 0.6));
        ctx.fillRect(Math.min(a.x, b.x), b.y, Math.max(1, Math.abs(b.x - a.x)), Math.max(1, a.y - b.y));
      }
    }
  }

  // Street lamps along both kerbs.
  for (const side of [-1, 1]) {
    for (let z = 8; z < 200; z += 16) {
      const lamp = project(side * 9.5, 8, z);
      glow(ctx, lamp.x, lamp.y, (width * 0.9) / z + 3, hex("#ffc98a"), 0.85);
    }
  }
}

/** Long-exposure traffic: head- and tail-light trails sweeping down a lit avenue. */
export function paintTrails(surface: Surface, rand: Random): void {
  paintAvenue(surface, rand);
  const { ctx, height } = surface;
  const { project } = avenueCamera(surface.width, height);
  // Forty-odd cars' worth of light over a long exposure: red going away, white coming.
  ctx.save();
  ctx.globalCompositeOperation = "screen";
  ctx.lineCap = "round";
  for (let i = 0; i < 44; i++) {
    const away = i % 2 === 0;
    const lane = away ? between(rand, -7.5, -0.8) : between(rand, 0.8, 7.5);
    const up = between(rand, 0.5, 1);
    const color = away ? hex("#ff3b30") : hex("#fff2d0");
    for (const [lineWidth, alpha] of [
      [height * 0.012, 0.1],
      [height * 0.004, 0.45],
      [height * 0.0014, 0.9],
    ] as const) {
      ctx.strokeStyle = css(color, alpha * between(rand, 0.6, 1));
      ctx.lineWidth = lineWidth;
      ctx.beginPath();
      for (let z = 2.2; z <= 200; z *= 1.05) {
        const p = project(lane, up, z);
        if (z === 2.2) ctx.moveTo(p.x, p.y);
        else ctx.lineTo(p.x, p.y);
      }
      ctx.stroke();
    }
  }
  ctx.restore();
}
