import { describe, expect, it } from "vitest";
import { SITE_FIELD_ERRORS, SITE_LIMITS } from "./limits";
import { safeParseSiteSettings, siteSettingsInputSchema } from "./schema";
import { EMPTY_SITE_SETTINGS, siteDisplay, type SiteSettings } from "./settings";

const links = EMPTY_SITE_SETTINGS.links;

const valid: SiteSettings = {
  siteName: "Ada Lens",
  tagline: "Portraits in Lyon",
  homeIntro: "Hello.\n\nSecond paragraph.",
  aboutTitle: "About me",
  aboutText: "I photograph *people*. See [my blog](https://ada.example/blog).",
  portraitItemId: "alpine-dawn",
  portraitUpload: null,
  contactEmail: "ada@example.com",
  showEmail: true,
  location: "Lyon, France",
  links: { ...links, instagram: "https://instagram.com/ada", website: "http://ada.example" },
  shareImageItemId: "",
  footerLine: "All rights reserved.",
  accent: "teal",
  colorScheme: "dark",
  showCameraDetails: false,
};

/** As a document holds it: with the time of the save. */
const stored = (data: object) => ({ ...data, updatedAt: new Date() });

/** The first error message of `field` when the input is `valid` with `patch`. */
function errorOf(patch: Partial<SiteSettings>, field: string): string | undefined {
  const result = siteSettingsInputSchema.safeParse({ ...valid, ...patch });
  return result.error?.issues.find((issue) => issue.path.join(".") === field)?.message;
}

describe("a hidden contact address", () => {
  it("is never handed out by the public read, even from a document that still holds it", () => {
    const hidden = { ...valid, showEmail: false };
    expect(safeParseSiteSettings(stored(hidden))?.contactEmail).toBe("");
    expect(safeParseSiteSettings(stored(valid))?.contactEmail).toBe("ada@example.com");
  });

  it("reads as no camera details shown when the document predates the switch", () => {
    const { showCameraDetails: _absent, ...older } = valid;
    expect(safeParseSiteSettings(stored(older))?.showCameraDetails).toBe(false);
  });
});

describe("site settings schema", () => {
  it("accepts a full document, and one with every text unset but the name", () => {
    expect(safeParseSiteSettings(stored(valid))).toEqual(valid);
    const bare = {
      ...valid,
      tagline: "",
      homeIntro: "",
      aboutTitle: "",
      aboutText: "",
      portraitItemId: "",
      contactEmail: "",
      showEmail: false,
      location: "",
      links,
      footerLine: "",
    };
    expect(siteSettingsInputSchema.safeParse(bare).success).toBe(true);
  });

  it("trims what the owner typed, and requires a name", () => {
    expect(siteSettingsInputSchema.parse({ ...valid, siteName: "  Ada  " }).siteName).toBe("Ada");
    expect(errorOf({ siteName: "   " }, "siteName")).toBe(SITE_FIELD_ERRORS.siteNameRequired);
  });

  it("refuses links that are not https: or http:", () => {
    for (const url of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://example.com",
      "//example.com",
      "https://user@evil.example",
      "https://example.com/<script>",
      "https://exa mple.com",
      "instagram.com/ada",
    ])
      expect(errorOf({ links: { ...links, instagram: url } }, "links.instagram"), url).toBe(
        SITE_FIELD_ERRORS.link,
      );
    expect(errorOf({ links: { ...links, x: "https://x.com/ada?ref=site#top" } }, "links.x")).toBeUndefined();
  });

  it("bounds every length, counting UTF-16 units as the rules do", () => {
    expect(errorOf({ siteName: "a".repeat(SITE_LIMITS.siteNameMax + 1) }, "siteName")).toBe(
      SITE_FIELD_ERRORS.tooLong(SITE_LIMITS.siteNameMax),
    );
    expect(errorOf({ siteName: "📷".repeat(SITE_LIMITS.siteNameMax / 2) }, "siteName")).toBeUndefined();
    expect(errorOf({ siteName: "📷".repeat(SITE_LIMITS.siteNameMax / 2 + 1) }, "siteName")).toBeDefined();
    expect(errorOf({ aboutText: "a".repeat(SITE_LIMITS.aboutTextMax + 1) }, "aboutText")).toBeDefined();
    expect(errorOf({ footerLine: "a".repeat(SITE_LIMITS.footerLineMax + 1) }, "footerLine")).toBeDefined();
    expect(
      errorOf({ links: { ...links, website: `https://a.example/${"a".repeat(300)}` } }, "links.website"),
    ).toBe(SITE_FIELD_ERRORS.tooLong(SITE_LIMITS.linkMax));
  });

  it("refuses control and invisible characters, and new lines in one-line fields", () => {
    expect(errorOf({ siteName: "Ada\nLens" }, "siteName")).toBe(SITE_FIELD_ERRORS.line);
    expect(errorOf({ tagline: "a\u200bb" }, "tagline")).toBe(SITE_FIELD_ERRORS.line);
    expect(errorOf({ location: "a\u202eb" }, "location")).toBe(SITE_FIELD_ERRORS.line);
    expect(errorOf({ aboutText: "a\u0000b" }, "aboutText")).toBe(SITE_FIELD_ERRORS.text);
    expect(errorOf({ homeIntro: "one\n\ntwo" }, "homeIntro")).toBeUndefined();
  });

  it("takes one portrait at most: a work or an upload with an http(s) address and a size", () => {
    const upload = { url: "https://storage.example/site/a/portrait.webp", width: 1200, height: 1500 };
    expect(errorOf({ portraitItemId: "", portraitUpload: upload }, "portraitUpload")).toBeUndefined();
    expect(errorOf({ portraitUpload: upload }, "portraitUpload")).toBe(SITE_FIELD_ERRORS.portraitBoth);
    expect(
      errorOf(
        { portraitItemId: "", portraitUpload: { ...upload, url: "javascript:alert(1)" } },
        "portraitUpload.url",
      ),
    ).toBe(SITE_FIELD_ERRORS.portraitUpload);
    expect(
      errorOf(
        { portraitItemId: "", portraitUpload: { ...upload, width: SITE_LIMITS.imageSideMax + 1 } },
        "portraitUpload.width",
      ),
    ).toBe(SITE_FIELD_ERRORS.portraitUpload);
  });

  it("needs an address to show one, and a valid one", () => {
    expect(errorOf({ contactEmail: "", showEmail: true }, "contactEmail")).toBe(
      SITE_FIELD_ERRORS.emailToShow,
    );
    expect(errorOf({ contactEmail: "not an email" }, "contactEmail")).toBe(SITE_FIELD_ERRORS.email);
  });

  it("refuses unknown keys, accents and schemes in the stored document", () => {
    expect(safeParseSiteSettings(valid)).toBeNull(); // no updatedAt
    expect(safeParseSiteSettings(stored({ ...valid, extra: 1 }))).toBeNull();
    expect(siteSettingsInputSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
    expect(safeParseSiteSettings(stored({ ...valid, accent: "neon" }))).toBeNull();
    expect(safeParseSiteSettings(stored({ ...valid, colorScheme: "sepia" }))).toBeNull();
    expect(
      safeParseSiteSettings(stored({ ...valid, links: { ...links, myspace: "https://a.example" } })),
    ).toBeNull();
    expect(safeParseSiteSettings(stored({ ...valid, portraitItemId: "../x" }))).toBeNull();
    expect(safeParseSiteSettings(null)).toBeNull();
  });
});

describe("siteDisplay", () => {
  it("shows what Folio always showed while nothing is set", () => {
    const display = siteDisplay(null);
    expect(display).toMatchObject({
      named: false,
      name: "Folio",
      tagline: "A portfolio of photography and film.",
      email: "",
      links: [],
    });
  });

  it("shows the owner's words, the links that are set and the address only when shown", () => {
    const display = siteDisplay(valid);
    expect(display.named).toBe(true);
    expect(display.name).toBe("Ada Lens");
    expect(display.links).toEqual([
      { key: "instagram", label: "Instagram", url: "https://instagram.com/ada" },
      { key: "website", label: "Website", url: "http://ada.example" },
    ]);
    expect(display.email).toBe("ada@example.com");
    expect(siteDisplay({ ...valid, showEmail: false }).email).toBe("");
  });
});
