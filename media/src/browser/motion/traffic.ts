import { createSurface, vignette } from "../canvas";
import { css, hex } from "../color";
import { between, type Random } from "../random";
import { avenueCamera, paintAvenue } from "../paint/avenue";
import type { Frame } from "./types";

const NEAR = 3;
const FAR = 200;

/** Dusk traffic on the avenue: cars' lights stream both ways; loops seamlessly. */
export function traffic(width: number, height: number, rand: Random, seconds: number): Frame {
  const still = createSurface(width, height);
  paintAvenue(still, rand);
  const { project } = avenueCamera(width, height);
  const cars = Array.from({ length: 34 }, (_, i) => {
    const away = i % 2 === 0;
    return {
      away,
      lane: away ? -1.8 - 3.5 * (i % 4 < 2 ? 0 : 1) : 1.8 + 3.5 * (i % 4 < 2 ? 0 : 1),
      start: rand(),
      // Whole laps per loop keep the clip seamless.
      laps: 1 + Math.floor(rand() * 2),
      jitter: between(rand, -0.4, 0.4),
    };
  });
  const red = hex("#ff3b30");
  const white = hex("#fff2d0");
  return (ctx, t) => {
    ctx.drawImage(still.canvas, 0, 0);
    ctx.save();
    ctx.globalCompositeOperation = "screen";
    ctx.lineCap = "round";
    for (const car of cars) {
      const progress = (car.start + (car.laps * t) / seconds) % 1;
      // Perspective: spend as long near the camera as far away by moving in 1/z.
      const inverse = car.away
        ? 1 / NEAR - progress * (1 / NEAR - 1 / FAR)
        : 1 / FAR + progress * (1 / NEAR - 1 / FAR);
      const z = 1 / inverse;
      const trail = z * 0.25;
      const color = car.away ? red : white;
      for (const side of [-0.8, 0.8]) {
        const x = car.lane + car.jitter + side;
        const head = project(x, 0.7, z);
        const tail = project(x, 0.7, car.away ? z - trail : z + trail);
        const size = (height * 0.6) / z;
        ctx.strokeStyle = css(color, 0.25);
        ctx.lineWidth = Math.max(1, size * 0.1);
        ctx.beginPath();
        ctx.moveTo(tail.x, tail.y);
        ctx.lineTo(head.x, head.y);
        ctx.stroke();
        const light = ctx.createRadialGradient(head.x, head.y, 0, head.x, head.y, Math.max(2, size * 0.25));
        light.addColorStop(0, css([255, 255, 255], 0.95));
        light.addColorStop(0.3, css(color, 0.6));
        light.addColorStop(1, css(color, 0));
        ctx.fillStyle = light;
        ctx.fillRect(head.x - size, head.y - size, size * 2, size * 2);
      }
    }
    ctx.restore();
    vignette({ ctx, width, height }, 0.3);
  };
}
