/** Draws the frame at `t` seconds; frame(0) and frame(duration) look the same, so clips loop. */
export type Frame = (ctx: CanvasRenderingContext2D, t: number) => void;
