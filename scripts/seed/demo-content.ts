/** The demo portfolio's words: categories, tags and one entry per generated picture or film. */

/** Gallery categories after All (ids are the slugs of the names). */
export const DEMO_CATEGORIES = [
  { id: "landscapes", name: "Landscapes" },
  { id: "seascapes", name: "Seascapes" },
  { id: "cityscapes", name: "Cityscapes" },
  { id: "architecture", name: "Architecture" },
  { id: "portraits", name: "Portraits" },
  { id: "night-sky", name: "Night Sky" },
] as const;

export type DemoCategoryId = (typeof DEMO_CATEGORIES)[number]["id"];

/** Every tag, including one no item uses yet (as in a real library). */
export const DEMO_TAGS = [
  "golden hour",
  "blue hour",
  "long exposure",
  "reflections",
  "sunset",
  "night",
  "stars",
  "silhouette",
  "mountains",
  "ocean",
  "fog",
  "winter",
  "minimal",
  "geometry",
  "city lights",
  "studio",
  "timelapse",
  "black and white",
] as const;

export type DemoTag = (typeof DEMO_TAGS)[number];

export interface DemoItem {
  /** Document id and the media's id in demo-media.json. */
  id: string;
  title: string;
  description: string;
  alt: string;
  category: DemoCategoryId;
  tags: readonly DemoTag[];
  /** Age at seeding time, so the demo always looks recently updated. */
  daysAgo: number;
  featured?: boolean;
  draft?: boolean;
  downloadable?: boolean;
}

/** In the owner's manual order. */
export const DEMO_ITEMS: readonly DemoItem[] = [
  {
    id: "milky-way-ridge",
    title: "Milky Way over the Ridge",
    description:
      "Twenty seconds at f/2.8 from a ridge far from any town. The dust lanes of the galactic core rise over a line of spruce.",
    alt: "The Milky Way band rising diagonally over a dark ridge lined with conifers, a faint orange glow on the horizon",
    category: "night-sky",
    tags: ["stars", "night", "long exposure"],
    daysAgo: 5,
    featured: true,
    downloadable: true,
  },
  {
    id: "ember-tide",
    title: "Ember Tide",
    description:
      "The last minutes before the sun touched the sea. The glitter path runs straight to the rocks I was standing on.",
    alt: "Sun setting into a calm sea under pink and violet clouds, a path of golden glitter across the water and dark rocks in the corner",
    category: "seascapes",
    tags: ["ocean", "sunset", "golden hour"],
    daysAgo: 8,
    featured: true,
    downloadable: true,
  },
  {
    id: "alpine-dawn",
    title: "Alpine Dawn",
    description:
      "First light catching the snowfields while the valleys are still in shadow. Six ranges, one after another, fading into the haze.",
    alt: "Layered mountain ranges in pink dawn light, snow on the far peaks and a pale sun rising between them",
    category: "landscapes",
    tags: ["mountains", "golden hour"],
    daysAgo: 12,
    featured: true,
    downloadable: true,
  },
  {
    id: "split-light-study",
    title: "Split Light Study",
    description:
      "Two gelled strobes, teal and amber, and nothing else. A study in how little light it takes to describe a face.",
    alt: "Silhouette of a person's head and shoulders outlined in teal light on the left and amber light on the right against a dark background",
    category: "portraits",
    tags: ["silhouette", "studio"],
    daysAgo: 15,
  },
  {
    id: "evening-swell",
    title: "Evening Swell",
    description:
      "A short loop of the swell at sunset: the glitter on the water never lands in the same place twice.",
    alt: "Video of a calm sea at sunset, light sparkling on the gentle swell under a pink sky",
    category: "seascapes",
    tags: ["ocean", "sunset", "golden hour"],
    daysAgo: 18,
    featured: true,
  },
  {
    id: "blue-hour-skyline",
    title: "Blue Hour Skyline",
    description:
      "Twenty minutes after sunset, when the sky and the office lights are in balance. Shot across the river from the old quay.",
    alt: "City skyline at blue hour with lit windows, reflected in a river under a violet sky with pink clouds",
    category: "cityscapes",
    tags: ["city lights", "blue hour", "reflections"],
    daysAgo: 20,
    featured: true,
  },
  {
    id: "light-trails",
    title: "Avenue Light Trails",
    description:
      "A thirty-second exposure from a footbridge: tail lights streaming away, headlights streaming in.",
    alt: "Long exposure of an avenue at dusk, red tail-light trails on the left and white headlight trails on the right between tall lit buildings",
    category: "cityscapes",
    tags: ["city lights", "long exposure", "night"],
    daysAgo: 27,
    downloadable: true,
  },
  {
    id: "aurora-timelapse",
    title: "Aurora Timelapse",
    description:
      "Curtains of aurora folding over a frozen lake, compressed from forty minutes into a few seconds.",
    alt: "Video of green and violet aurora curtains moving over a forested shoreline, mirrored in a still lake",
    category: "night-sky",
    tags: ["stars", "night", "timelapse", "reflections"],
    daysAgo: 30,
  },
  {
    id: "misty-ridges",
    title: "Morning Mist over the Ridges",
    description:
      "Fog pooling in every valley after a night of rain. I waited two hours for the sun to burn through.",
    alt: "Receding blue-green ridges separated by bands of mist, silhouetted pine forests in the foreground and a pale sun",
    category: "landscapes",
    tags: ["mountains", "fog", "minimal"],
    daysAgo: 34,
  },
  {
    id: "moon-harbour",
    title: "Moon Path",
    description: "A full moon over open water, with a slow shutter to smooth the chop into silk.",
    alt: "Full moon over a dark sea, its silver reflection forming a glittering path towards the viewer, a few stars and thin clouds",
    category: "seascapes",
    tags: ["ocean", "night", "reflections", "long exposure"],
    daysAgo: 41,
  },
  {
    id: "facade-rhythm",
    title: "Facade Rhythm",
    description: "Late-afternoon sun turns a plain housing block into a grid of hard diagonal shadows.",
    alt: "Modernist apartment facade with a regular grid of balconies and windows, hard diagonal shadows, blue sky on the left",
    category: "architecture",
    tags: ["geometry", "minimal"],
    daysAgo: 45,
  },
  {
    id: "aurora-lake",
    title: "Aurora over the Lake",
    description: "The forecast said maybe. For ten minutes, it was yes.",
    alt: "Green and violet aurora over dark hills and a line of spruce, reflected in a calm lake under a starry sky",
    category: "night-sky",
    tags: ["stars", "night", "reflections", "winter"],
    daysAgo: 52,
    downloadable: true,
  },
  {
    id: "golden-lake",
    title: "Golden Lake",
    description:
      "Still water doubles the ranges at the far end of the lake as the sun goes down behind them.",
    alt: "Mountain ranges in golden evening haze with the sun above them, mirrored in a still lake in the lower half of the frame",
    category: "landscapes",
    tags: ["mountains", "reflections", "golden hour", "sunset"],
    daysAgo: 58,
    featured: true,
  },
  {
    id: "window-light",
    title: "Window Light",
    description: "One north-facing window and a dark room: the simplest portrait light there is.",
    alt: "Silhouette of a person turned slightly away, the left edge of their head and shoulder lit by soft warm window light",
    category: "portraits",
    tags: ["silhouette", "studio", "golden hour"],
    daysAgo: 64,
  },
  {
    id: "lighthouse-dusk",
    title: "Lighthouse at Dusk",
    description: "The lamp comes on just as the sky turns from orange to blue.",
    alt: "Red and white lighthouse on dark rocks at dusk, its beam sweeping over a calm sea that reflects the orange horizon",
    category: "seascapes",
    tags: ["ocean", "sunset", "blue hour", "silhouette"],
    daysAgo: 70,
    downloadable: true,
  },
  {
    id: "avenue-at-dusk",
    title: "Avenue at Dusk",
    description:
      "Rush hour, looped: headlights and tail lights stream both ways down the avenue as the lamps come on.",
    alt: "Video of traffic lights streaming in both directions down a city avenue at dusk, between tall buildings with lit windows",
    category: "cityscapes",
    tags: ["city lights", "blue hour", "timelapse"],
    daysAgo: 75,
  },
  {
    id: "glass-canyon",
    title: "Glass Canyon",
    description: "Looking straight up between two towers, where the sky is a thin blue river.",
    alt: "View straight up between glass skyscrapers whose edges converge towards the sky, sun glare between them",
    category: "architecture",
    tags: ["geometry", "reflections"],
    daysAgo: 88,
  },
  {
    id: "winter-valley",
    title: "Winter Valley",
    description: "Low cloud over the valley on the first cold morning of the year.",
    alt: "Snow-capped ridges under a blue cloudy sky, misty valleys and dark conifer forests in the foreground",
    category: "landscapes",
    tags: ["mountains", "winter", "fog"],
    daysAgo: 96,
  },
  {
    id: "midnight-harbour",
    title: "Midnight Harbour",
    description: "The harbour front after midnight, from the end of the breakwater.",
    alt: "Night skyline of a harbour city with scattered lit windows, reflected in dark water under a starry sky",
    category: "cityscapes",
    tags: ["city lights", "night", "reflections", "long exposure"],
    daysAgo: 110,
  },
  {
    id: "neon-portrait",
    title: "Neon",
    description: "Street signs as key light: magenta from one side, blue from the other.",
    alt: "Silhouette of a person outlined in magenta and blue light against a dark background with out-of-focus lights",
    category: "portraits",
    tags: ["silhouette", "night", "city lights"],
    daysAgo: 120,
  },
  {
    id: "rain-bokeh",
    title: "City Lights, Out of Focus",
    description: "Focus pulled all the way in, so the street turns into coloured discs.",
    alt: "Out-of-focus city lights forming overlapping discs of amber, red, teal and pink against a dark background",
    category: "cityscapes",
    tags: ["city lights", "night", "minimal"],
    daysAgo: 130,
  },
  {
    id: "star-trails",
    title: "Star Trails",
    description:
      "Ninety minutes of the sky turning around the pole, stacked from two hundred frames, behind an old oak.",
    alt: "Circular star trails around the celestial pole above a bare tree silhouetted on a hill",
    category: "night-sky",
    tags: ["stars", "long exposure", "night", "silhouette"],
    daysAgo: 140,
  },
  {
    id: "lagoon",
    title: "Lagoon, Noon",
    description: "Midday light, the one everyone says to avoid, is exactly what makes shallow water glow.",
    alt: "Turquoise lagoon under a blue sky with small clouds, light patterns in the shallow water and a curve of pale sand with foam",
    category: "seascapes",
    tags: ["ocean", "minimal"],
    daysAgo: 150,
  },
  {
    id: "spiral-stair",
    title: "Spiral Stair",
    description: "Looking down the well of a stone staircase, six floors of steps winding into the dark.",
    alt: "A spiral staircase seen from above, pale stone steps winding inwards around a dark central well",
    category: "architecture",
    tags: ["geometry", "minimal"],
    daysAgo: 175,
    downloadable: true,
  },
  {
    id: "moonrise",
    title: "Moonrise",
    description: "A full moon rising huge and orange over the hills, minutes after sunset.",
    alt: "Large orange full moon rising behind dark forested hills under a dusky blue sky with a few stars",
    category: "night-sky",
    tags: ["night", "silhouette"],
    daysAgo: 190,
  },
  {
    id: "arcade-light",
    title: "Arcade Light",
    description: "A cloister passage in the afternoon, each arch a little brighter than the one before.",
    alt: "A corridor of round arches receding towards a bright sunlit opening, in warm terracotta tones",
    category: "architecture",
    tags: ["geometry", "golden hour"],
    daysAgo: 200,
  },
  {
    id: "squall-line",
    title: "Squall Line",
    description: "Work in progress: the front came in faster than forecast.",
    alt: "A heavy grey storm front over a rough dark sea with whitecaps and a rocky shore",
    category: "seascapes",
    tags: ["ocean", "winter"],
    daysAgo: 3,
    draft: true,
  },
  {
    id: "golden-crown",
    title: "Crown of Light",
    description: "Top light only, from a single bare bulb. Still deciding on the crop.",
    alt: "Silhouette of a person lit from above by warm golden light against a dark green background",
    category: "portraits",
    tags: ["silhouette", "studio"],
    daysAgo: 2,
    draft: true,
  },
];
