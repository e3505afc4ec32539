import { SITE_ACCENTS, type SiteDisplay } from "@folio/domain";

/** The manifest's icon: the site's favicon (web/public/favicon.svg), which scales to any size. */
const ICON = { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" } as const;

/** Browsers cut a home-screen label at about 12 characters; a longer name gets its first word. */
const SHORT_NAME_MAX = 12;

/**
 * The web app manifest (`/manifest.webmanifest`), from the site's settings: the owner's name
 * on a home screen, their tagline, their accent as the theme colour, their default scheme's
 * background. JSON.stringify escapes every value.
 */
export function renderManifest(display: SiteDisplay): string {
  const accent = SITE_ACCENTS[display.accent];
  const firstWord = display.name.split(" ")[0] ?? display.name;
  const shortName = display.name.length <= SHORT_NAME_MAX ? display.name : firstWord.slice(0, SHORT_NAME_MAX);
  return JSON.stringify({
    name: display.name,
    short_name: shortName,
    description: display.tagline,
    start_url: "/",
    scope: "/",
    display: "browser",
    theme_color: display.colorScheme === "dark" ? accent.dark : accent.light,
    background_color: display.colorScheme === "dark" ? "#0d0d0f" : "#fbfaf8",
    icons: [ICON],
  });
}
