import type { Surface } from "../canvas";
import type { Random } from "../random";
import { paintFacade, paintGlassCanyon } from "./architecture";
import { paintArcade, paintSpiral } from "./interiors";
import { paintTrails } from "./avenue";
import { paintBokeh, paintSkyline } from "./city";
import { paintMountains } from "./mountains";
import { paintNight } from "./night";
import { paintPortrait } from "./portrait";
import { paintSea } from "./sea";

/** Every painter by name; the catalogue picks one and a variant of its looks. */
export const painters = {
  mountains: paintMountains,
  sea: paintSea,
  night: paintNight,
  portrait: paintPortrait,
  skyline: paintSkyline,
  bokeh: (surface: Surface, rand: Random, _variant: "rain") => paintBokeh(surface, rand),
  trails: (surface: Surface, rand: Random, _variant: "avenue") => paintTrails(surface, rand),
  architecture: (surface: Surface, rand: Random, variant: "facade" | "glass" | "spiral" | "arcade") =>
    ({ facade: paintFacade, glass: paintGlassCanyon, spiral: paintSpiral, arcade: paintArcade })[variant](
      surface,
      rand,
    ),
} satisfies Record<string, (surface: Surface, rand: Random, variant: never) => void>;

export type PainterName = keyof typeof painters;

/** A still picture: which painter, in which look. */
export type SceneSpec = {
  [P in PainterName]: { painter: P; variant: Parameters<(typeof painters)[P]>[2] };
}[PainterName];
