import type { Random } from "../random";
import { auroraDance } from "./aurora";
import { tide } from "./tide";
import { traffic } from "./traffic";
import type { Frame } from "./types";

/** Every animated scene by name. */
export const motions = { tide, aurora: auroraDance, traffic } satisfies Record<
  string,
  (width: number, height: number, rand: Random, seconds: number) => Frame
>;

export type MotionName = keyof typeof motions;
