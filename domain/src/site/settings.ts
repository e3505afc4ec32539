import { SITE_LINK_KINDS, type SiteAccent, type SiteColorScheme, type SiteLinkKey } from "./limits";

/**
 * The site's settings as stored in `settings/site` (docs/data-model.md). Every text is ""
 * when the owner has not set it; the public pages then show what they showed before
 * (siteDisplay). This module holds no schema library, so the public pages can use it on
 * their first load.
 */
export interface SiteSettings {
  /** The photographer's or studio's name: the header, every title, the footer. */
  siteName: string;
  /** One line under the name; the description of pages that have none of their own. */
  tagline: string;
  /** The paragraph at the top of the home page. */
  homeIntro: string;
  /** Heading of `/about`. */
  aboutTitle: string;
  /** Text of `/about` in the small markup of markup.ts (paragraphs, links, emphasis). */
  aboutText: string;
  /** A gallery work shown as the portrait on `/about`, or "" (then maybe `portraitUpload`). */
  portraitItemId: string;
  /** A picture uploaded as the portrait (Cloud Storage, `site/<upload>/`), or null. At most one of the two is set. */
  portraitUpload: SiteUpload | null;
  /**
   * Contact address as the public document holds it: the address when `showEmail`, else "".
   * The owner's address itself, shown or not, lives in the owner-only `settings/private`
   * (SitePrivateSettings), so hiding it hides it from every reader, not only from the pages.
   */
  contactEmail: string;
  showEmail: boolean;
  /** Whether the viewer shows each photo's camera details (off unless the owner turns it on). */
  showCameraDetails: boolean;
  location: string;
  /** Social and portfolio links, each "" or an `https:`/`http:` address. */
  links: Record<SiteLinkKey, string>;
  /** A gallery work whose picture previews pages that have no picture of their own, or "". */
  shareImageItemId: string;
  /** A line in the footer after the copyright. */
  footerLine: string;
  accent: SiteAccent;
  /** The colour scheme a visitor starts in. */
  colorScheme: SiteColorScheme;
}

/** An image uploaded from the Site page: its download address and its size in pixels. */
export interface SiteUpload {
  url: string;
  width: number;
  height: number;
}

/** What the public pages show when nothing is set: the words Folio has always shown. */
export const SITE_DEFAULTS = {
  name: "Folio",
  tagline: "A portfolio of photography and film.",
  homeIntro:
    "A portfolio of photography and film. Browse by category or tag, and open any piece to see it large.",
  aboutTitle: "About",
  accent: "ink",
  colorScheme: "auto",
} as const satisfies Record<string, string>;

/** A settings document with nothing set: every text empty, no portrait, the defaults' accent and scheme. */
export const EMPTY_SITE_SETTINGS: SiteSettings = {
  siteName: "",
  tagline: "",
  homeIntro: "",
  aboutTitle: "",
  aboutText: "",
  portraitItemId: "",
  portraitUpload: null,
  contactEmail: "",
  showEmail: false,
  showCameraDetails: false,
  location: "",
  links: Object.fromEntries(SITE_LINK_KINDS.map(({ key }) => [key, ""])) as SiteSettings["links"],
  shareImageItemId: "",
  footerLine: "",
  accent: SITE_DEFAULTS.accent,
  colorScheme: SITE_DEFAULTS.colorScheme,
};

/** What only the owner reads: `settings/private`. */
export interface SitePrivateSettings {
  /** The owner's contact address as typed on the Site page, whether or not it is shown. */
  contactEmail: string;
}

/**
 * The settings as anyone may read them: the address only when it is shown. The server embeds
 * this in every page, so a document saved before the address moved out (or by a client that
 * ignored that) never publishes a hidden address.
 */
export function publicSiteSettings(settings: SiteSettings): SiteSettings {
  return settings.showEmail ? settings : { ...settings, contactEmail: "" };
}

/** Settings as the pages show them: every unset text replaced by its default. */
export interface SiteDisplay {
  /** Whether the owner has named the site (the studio prompts until then). */
  named: boolean;
  name: string;
  tagline: string;
  homeIntro: string;
  aboutTitle: string;
  aboutText: string;
  /** The address to show, or "" when there is none or it is hidden. */
  email: string;
  location: string;
  /** The links that are set, in display order. */
  links: { key: SiteLinkKey; label: string; url: string }[];
  footerLine: string;
  accent: SiteAccent;
  colorScheme: SiteColorScheme;
  /** Whether the viewer shows each photo's camera details. */
  showCameraDetails: boolean;
}

/** The settings as pages show them (`null`: never saved). */
export function siteDisplay(settings: SiteSettings | null): SiteDisplay {
  const links = settings
    ? SITE_LINK_KINDS.flatMap(({ key, label }) =>
        settings.links[key] ? [{ key, label, url: settings.links[key] }] : [],
      )
    : [];
  return {
    named: Boolean(settings?.siteName),
    name: settings?.siteName || SITE_DEFAULTS.name,
    tagline: settings?.tagline || SITE_DEFAULTS.tagline,
    homeIntro: settings?.homeIntro || SITE_DEFAULTS.homeIntro,
    aboutTitle: settings?.aboutTitle || SITE_DEFAULTS.aboutTitle,
    aboutText: settings?.aboutText ?? "",
    email: settings?.showEmail ? settings.contactEmail : "",
    location: settings?.location ?? "",
    links,
    footerLine: settings?.footerLine ?? "",
    accent: settings?.accent ?? SITE_DEFAULTS.accent,
    colorScheme: settings?.colorScheme ?? SITE_DEFAULTS.colorScheme,
    showCameraDetails: settings?.showCameraDetails ?? false,
  };
}
