import type { MotionName } from "./browser/motion";
import type { SceneSpec } from "./browser/paint";

/** A generated still picture. */
export interface StillEntry {
  kind: "image";
  /** File name stem under web/public/demo/ and key in the manifest. */
  id: string;
  scene: SceneSpec;
  seed: number;
  /** Width : height. */
  aspect: readonly [number, number];
}

/** A generated looping clip (1280×720 WebM) with a poster. */
export interface FilmEntry {
  kind: "video";
  id: string;
  motion: MotionName;
  seed: number;
  seconds: number;
}

export type CatalogueEntry = StillEntry | FilmEntry;

const film = (id: string, motion: MotionName, seconds: number, seed: number): FilmEntry => ({
  kind: "video",
  id,
  motion,
  seed,
  seconds,
});

const still = (
  id: string,
  scene: SceneSpec,
  aspect: readonly [number, number],
  seed: number,
): StillEntry => ({
  kind: "image",
  id,
  scene,
  seed,
  aspect,
});

/** Every demo picture and film; the seed refers to them by id. */
export const CATALOGUE: readonly CatalogueEntry[] = [
  still("alpine-dawn", { painter: "mountains", variant: "dawn" }, [3, 2], 11),
  still("misty-ridges", { painter: "mountains", variant: "mist" }, [16, 9], 12),
  still("golden-lake", { painter: "mountains", variant: "golden" }, [4, 5], 13),
  still("winter-valley", { painter: "mountains", variant: "winter" }, [3, 2], 14),
  still("ember-tide", { painter: "sea", variant: "sunset" }, [3, 2], 21),
  still("moon-harbour", { painter: "sea", variant: "moonlit" }, [4, 5], 22),
  still("squall-line", { painter: "sea", variant: "storm" }, [16, 9], 23),
  still("lagoon", { painter: "sea", variant: "lagoon" }, [1, 1], 24),
  still("lighthouse-dusk", { painter: "sea", variant: "lighthouse" }, [2, 3], 25),
  still("blue-hour-skyline", { painter: "skyline", variant: "blueHour" }, [16, 9], 31),
  still("midnight-harbour", { painter: "skyline", variant: "midnight" }, [2, 1], 32),
  still("rain-bokeh", { painter: "bokeh", variant: "rain" }, [4, 5], 33),
  still("light-trails", { painter: "trails", variant: "avenue" }, [3, 2], 34),
  still("facade-rhythm", { painter: "architecture", variant: "facade" }, [4, 5], 41),
  still("glass-canyon", { painter: "architecture", variant: "glass" }, [2, 3], 42),
  still("spiral-stair", { painter: "architecture", variant: "spiral" }, [1, 1], 43),
  still("arcade-light", { painter: "architecture", variant: "arcade" }, [3, 2], 44),
  still("split-light-study", { painter: "portrait", variant: "split" }, [4, 5], 51),
  still("window-light", { painter: "portrait", variant: "window" }, [2, 3], 52),
  still("neon-portrait", { painter: "portrait", variant: "neon" }, [4, 5], 53),
  still("golden-crown", { painter: "portrait", variant: "gold" }, [1, 1], 54),
  still("milky-way-ridge", { painter: "night", variant: "milkyWay" }, [3, 2], 61),
  still("aurora-lake", { painter: "night", variant: "aurora" }, [16, 9], 62),
  still("star-trails", { painter: "night", variant: "trails" }, [4, 5], 63),
  still("moonrise", { painter: "night", variant: "moonrise" }, [3, 2], 64),
  film("evening-swell", "tide", 6, 71),
  film("aurora-timelapse", "aurora", 6, 72),
  film("avenue-at-dusk", "traffic", 6, 73),
];
