import { MESSAGE_PATTERN_SOURCES } from "../messages/patterns";

/** Where the site's settings live: one document, written by the owner, read by everyone. */
export const SITE_SETTINGS_PATH = { collection: "settings", id: "site" } as const;

/** What only the owner reads of the site's settings (the contact address as typed): one document. */
export const SITE_PRIVATE_PATH = { collection: "settings", id: "private" } as const;

/**
 * Bounds of each settings field in UTF-16 code units (`string.length`, what the rules' `size()`
 * counts). firestore.rules repeats every number (tests/unit/site-rules.test.ts compares them).
 */
export const SITE_LIMITS = {
  siteNameMax: 80,
  taglineMax: 160,
  homeIntroMax: 600,
  aboutTitleMax: 80,
  aboutTextMax: 5000,
  locationMax: 100,
  footerLineMax: 200,
  emailMax: 254,
  linkMax: 300,
  itemIdMax: 128,
  /** Longest side of an uploaded portrait, in pixels (the server's pipeline makes it at most 1600). */
  imageSideMax: 8000,
} as const;

/** Strips the anchors of a pattern source, to embed it in a larger one. */
const inner = (source: string) => source.replace(/^\^/, "").replace(/\$$/, "");

/**
 * The one definition of a well-formed settings field. Each source reads the same in
 * JavaScript (with the `u` flag) and in RE2, the rules' engine; firestore.rules repeats them
 * literally. Every one accepts "" (not set).
 */
export const SITE_PATTERN_SOURCES = {
  /**
   * One line: no control or invisible formatting characters (zero-width spaces, bidi
   * overrides), no line or paragraph separators, no whitespace at either end.
   */
  line: "^([^\\p{Cc}\\p{Cf}\\p{Z}]([^\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}]*[^\\p{Cc}\\p{Cf}\\p{Z}])?)?$",
  /** Paragraphs: lines as above, separated by `\n` (a form sends nothing else). */
  text: "^([^\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}]|\\n)*$",
  /** The visitor forms' address pattern (MESSAGE_PATTERN_SOURCES.email), or "". */
  email: `^(${inner(MESSAGE_PATTERN_SOURCES.email)})?$`,
  /**
   * An `https:` or `http:` address with a host name (no user info, so `https://x@evil` cannot
   * pose as `x`), then any path without spaces, controls or angle brackets; or "".
   */
  link: "^(https?://[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?([/?#][^\\p{Z}\\p{Cc}\\p{Cf}<>]*)?)?$",
  /** A gallery item id as the studio makes them (a Firestore auto id or a slug), or "". */
  itemId: "^([A-Za-z0-9][A-Za-z0-9_-]{0,127})?$",
} as const;

/** The sources compiled for JavaScript. */
export const SITE_PATTERNS = {
  line: new RegExp(SITE_PATTERN_SOURCES.line, "u"),
  text: new RegExp(SITE_PATTERN_SOURCES.text, "u"),
  email: new RegExp(SITE_PATTERN_SOURCES.email, "u"),
  link: new RegExp(SITE_PATTERN_SOURCES.link, "u"),
  itemId: new RegExp(SITE_PATTERN_SOURCES.itemId, "u"),
} as const;

/** The social and portfolio links the site can show, in display order, with their labels. */
export const SITE_LINK_KINDS = [
  { key: "instagram", label: "Instagram" },
  { key: "behance", label: "Behance" },
  { key: "flickr", label: "Flickr" },
  { key: "fiveHundredPx", label: "500px" },
  { key: "youtube", label: "YouTube" },
  { key: "vimeo", label: "Vimeo" },
  { key: "linkedin", label: "LinkedIn" },
  { key: "x", label: "X" },
  { key: "website", label: "Website" },
] as const;

/** Key of one link in `links`. */
export type SiteLinkKey = (typeof SITE_LINK_KINDS)[number]["key"];

/**
 * The curated accent colours: `light` is used on the light surfaces, `dark` on the dark ones.
 * Each passes WCAG AA for text (4.5:1) on both schemes' surfaces (tests/unit/site-accents.test.ts).
 */
export const SITE_ACCENTS = {
  ink: { label: "Ink", light: "#39588f", dark: "#94a8d0" },
  teal: { label: "Teal", light: "#0b6e69", dark: "#5fd0c5" },
  forest: { label: "Forest", light: "#2f6b2f", dark: "#8fce8a" },
  rust: { label: "Rust", light: "#a3461d", dark: "#f0a47a" },
  plum: { label: "Plum", light: "#7a3b8f", dark: "#d3a3e6" },
  crimson: { label: "Crimson", light: "#b0213f", dark: "#f28b9e" },
  slate: { label: "Slate", light: "#475569", dark: "#b4c0d0" },
} as const;

/** An accent's key. */
export type SiteAccent = keyof typeof SITE_ACCENTS;

/** Accent keys, in the studio's order. */
export const SITE_ACCENT_KEYS = Object.keys(SITE_ACCENTS) as SiteAccent[];

/** Colour schemes a visitor starts in (until they pick one with the toggle). */
export const SITE_COLOR_SCHEMES = ["auto", "light", "dark"] as const;

/** A default colour scheme. */
export type SiteColorScheme = (typeof SITE_COLOR_SCHEMES)[number];

/** Messages of the studio's Site form, shown beside the field they are about. */
export const SITE_FIELD_ERRORS = {
  siteNameRequired: "Please name your site",
  tooLong: (max: number) => `Please keep this under ${max} characters`,
  line: "Please write this on one line, without special characters",
  text: "Please remove special characters (such as invisible or control characters)",
  email: "Please enter a valid email address, or leave it empty",
  emailToShow: "Please enter the email address to show",
  link: "Links must start with https:// or http:// and name a site",
  itemId: "Please choose a work from the gallery",
  portraitUpload: "This portrait could not be used. Please upload it again",
  portraitBoth: "Please choose either a work from the gallery or an uploaded picture, not both",
} as const;
