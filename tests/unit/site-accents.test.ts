import { describe, expect, it } from "vitest";
import { SITE_ACCENTS } from "@folio/domain";

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio (1 to 21). */
function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

// The surfaces accent text sits on: the public pages' paper and near-black
// (web/src/app/routes/public/public-layout.module.css), Mantine's white and its dark body and
// raised surfaces (dark-7, dark-6) in the studio.
const LIGHT_SURFACES = ["#ffffff", "#fbfaf8"];
const DARK_SURFACES = ["#0d0d0f", "#242424", "#2e2e2e"];

describe("the curated accent colours", () => {
  it("checks contrast as WCAG defines it", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });

  it.each(Object.entries(SITE_ACCENTS))("%s passes AA (4.5:1) in light and dark", (_key, accent) => {
    for (const surface of LIGHT_SURFACES) expect(contrast(accent.light, surface)).toBeGreaterThanOrEqual(4.5);
    for (const surface of DARK_SURFACES) expect(contrast(accent.dark, surface)).toBeGreaterThanOrEqual(4.5);
  });
});
