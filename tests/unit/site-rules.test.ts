import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  SITE_ACCENT_KEYS,
  SITE_COLOR_SCHEMES,
  SITE_LIMITS,
  SITE_LINK_KINDS,
  SITE_PATTERN_SOURCES,
} from "@folio/domain";

const rules = readFileSync(path.resolve(import.meta.dirname, "../../firestore.rules"), "utf8");

/** A pattern as a rules string literal writes it: each backslash twice. */
const inRules = (source: string) => {
  const escaped = source.replaceAll("\\", "\\\\");
  return rules.includes(`'${escaped}'`) || rules.includes(`"${escaped}"`);
};

describe("firestore.rules and the site settings of domain/src/site", () => {
  it.each(Object.entries(SITE_PATTERN_SOURCES))("repeats the %s pattern literally", (_name, source) => {
    expect(inRules(source)).toBe(true);
  });

  it("bounds each field with SITE_LIMITS", () => {
    const L = SITE_LIMITS;
    for (const check of [
      `isSiteLine(data.siteName, ${L.siteNameMax})`,
      `isSiteLine(data.tagline, ${L.taglineMax})`,
      `isSiteText(data.homeIntro, ${L.homeIntroMax})`,
      `isSiteLine(data.aboutTitle, ${L.aboutTitleMax})`,
      `isSiteText(data.aboutText, ${L.aboutTextMax})`,
      `isText(data.contactEmail, 0, ${L.emailMax})`,
      `isSiteLine(data.location, ${L.locationMax})`,
      `isSiteLine(data.footerLine, ${L.footerLineMax})`,
      `isText(value, 0, ${L.linkMax})`,
      `isText(value, 0, ${L.itemIdMax})`,
      `upload.width >= 1 && upload.width <= ${L.imageSideMax}`,
      `upload.height >= 1 && upload.height <= ${L.imageSideMax}`,
    ])
      expect(rules).toContain(check);
  });

  it("lists the same links, accents and colour schemes", () => {
    const links = SITE_LINK_KINDS.map(({ key }) => `'${key}'`).join(", ");
    expect(rules.replace(/\s+/g, " ")).toContain(`hasKeys(links, [${links}], [])`);
    expect(rules).toContain(`data.accent in [${SITE_ACCENT_KEYS.map((key) => `'${key}'`).join(", ")}]`);
    expect(rules).toContain(
      `data.colorScheme in [${SITE_COLOR_SCHEMES.map((key) => `'${key}'`).join(", ")}]`,
    );
  });
});
