import { EMPTY_SITE_SETTINGS, siteDisplay, type SiteSettings } from "@folio/domain";
import { describe, expect, it } from "vitest";
import { renderManifest } from "./manifest";

const settings = (patch: Partial<SiteSettings>): SiteSettings => ({
  ...EMPTY_SITE_SETTINGS,
  siteName: "Ada Lens Photography",
  tagline: "Portraits in Lyon",
  accent: "teal",
  colorScheme: "auto",
  ...patch,
});

describe("renderManifest", () => {
  it("names the app after the site, with its tagline and accent", () => {
    expect(JSON.parse(renderManifest(siteDisplay(settings({}))))).toMatchObject({
      name: "Ada Lens Photography",
      short_name: "Ada",
      description: "Portraits in Lyon",
      start_url: "/",
      theme_color: "#0b6e69",
      icons: [{ src: "/favicon.svg" }],
    });
  });

  it("says Folio until the site is named, and keeps hostile names as data", () => {
    expect(JSON.parse(renderManifest(siteDisplay(null)))).toMatchObject({
      name: "Folio",
      short_name: "Folio",
    });
    const hostile = '"},"x":"<script>';
    expect(JSON.parse(renderManifest(siteDisplay(settings({ siteName: hostile }))))).toMatchObject({
      name: hostile,
    });
  });
});
