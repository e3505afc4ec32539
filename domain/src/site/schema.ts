import { z } from "../zod";
import {
  SITE_ACCENT_KEYS,
  SITE_COLOR_SCHEMES,
  SITE_FIELD_ERRORS as E,
  SITE_LIMITS as L,
  SITE_LINK_KINDS,
  SITE_PATTERNS as P,
} from "./limits";
import { publicSiteSettings, type SitePrivateSettings, type SiteSettings } from "./settings";

/**
 * Each field twice, as the message schemas do: as stored (exactly what firestore.rules accept,
 * nothing trimmed; the server parses the document with it) and as typed in the studio
 * (trimmed, then the same checks, plus a name is required).
 */

/** At most `max` UTF-16 code units, as the rules' `size()` counts (zod's `.max()` counts code points). */
const atMost = (max: number) => (value: string) => value.length <= max;

function field(pattern: RegExp, max: number, message: string, trim: boolean) {
  const base = trim ? z.string().trim() : z.string();
  return base.refine(atMost(max), E.tooLong(max)).regex(pattern, message);
}

function fields(trim: boolean) {
  const line = (max: number) => field(P.line, max, E.line, trim);
  const text = (max: number) => field(P.text, max, E.text, trim);
  const link = field(P.link, L.linkMax, E.link, trim);
  const itemId = field(P.itemId, L.itemIdMax, E.itemId, false);
  const imageSide = z
    .number()
    .int(E.portraitUpload)
    .min(1, E.portraitUpload)
    .max(L.imageSideMax, E.portraitUpload);
  return {
    siteName: trim ? line(L.siteNameMax).pipe(z.string().min(1, E.siteNameRequired)) : line(L.siteNameMax),
    tagline: line(L.taglineMax),
    homeIntro: text(L.homeIntroMax),
    aboutTitle: line(L.aboutTitleMax),
    aboutText: text(L.aboutTextMax),
    portraitItemId: itemId,
    portraitUpload: z
      .strictObject({
        url: z
          .string()
          .refine(atMost(L.linkMax), E.portraitUpload)
          .regex(P.link, E.portraitUpload)
          .min(1, E.portraitUpload),
        width: imageSide,
        height: imageSide,
      })
      .nullable(),
    contactEmail: field(P.email, L.emailMax, E.email, trim),
    showEmail: z.boolean(),
    // Settings saved before the switch existed read as off.
    showCameraDetails: trim ? z.boolean() : z.boolean().default(false),
    location: line(L.locationMax),
    links: z.strictObject(
      Object.fromEntries(SITE_LINK_KINDS.map(({ key }) => [key, link])) as Record<
        (typeof SITE_LINK_KINDS)[number]["key"],
        typeof link
      >,
    ),
    shareImageItemId: itemId,
    footerLine: line(L.footerLineMax),
    accent: z.enum(SITE_ACCENT_KEYS as [string, ...string[]]),
    colorScheme: z.enum(SITE_COLOR_SCHEMES),
  };
}

/** A shown address needs an address: the rules check the same. */
const emailShownNeedsAddress = (settings: { showEmail: boolean; contactEmail: string }) =>
  !settings.showEmail || settings.contactEmail.length > 0;

/** One portrait at most: a work or an upload (the rules check the same). */
const onePortrait = (settings: { portraitItemId: string; portraitUpload: object | null }) =>
  settings.portraitItemId === "" || settings.portraitUpload === null;

/** What the studio's Site form saves (trimmed and checked in the browser, again by the rules). */
export const siteSettingsInputSchema = z
  .strictObject(fields(true))
  .refine(emailShownNeedsAddress, { message: E.emailToShow, path: ["contactEmail"] })
  .refine(onePortrait, { message: E.portraitBoth, path: ["portraitUpload"] });

/**
 * The stored document, exactly as the rules accept it: every field, nothing else, and the
 * save's time (a Firestore timestamp; only its presence matters here).
 */
const storedSiteSettingsSchema = z
  .strictObject({
    ...fields(false),
    updatedAt: z.custom<object>((value) => typeof value === "object" && value !== null),
  })
  .refine(emailShownNeedsAddress, { message: E.emailToShow, path: ["contactEmail"] })
  .refine(onePortrait, { message: E.portraitBoth, path: ["portraitUpload"] });

/**
 * The settings document's data as anyone may see it (a hidden address blanked), or null when it
 * is missing or malformed (the defaults then show).
 */
export function safeParseSiteSettings(data: unknown): SiteSettings | null {
  const parsed = storedSiteSettingsSchema.safeParse(data);
  if (!parsed.success) return null;
  const { updatedAt: _time, ...settings } = parsed.data;
  // A document from before the address moved to settings/private may still hold a hidden one.
  return publicSiteSettings(settings as SiteSettings);
}

/** `settings/private` as stored: exactly what the rules accept. */
const storedPrivateSchema = z.strictObject({
  contactEmail: field(P.email, L.emailMax, E.email, false),
  updatedAt: z.custom<object>((value) => typeof value === "object" && value !== null),
});

/** The owner-only settings' data, or null when missing or malformed. */
export function safeParseSitePrivateSettings(data: unknown): SitePrivateSettings | null {
  const parsed = storedPrivateSchema.safeParse(data);
  return parsed.success ? { contactEmail: parsed.data.contactEmail } : null;
}
