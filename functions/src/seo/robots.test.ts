import { siteDisplay, SITE_DEFAULTS } from "@folio/domain";
import { describe, expect, it } from "vitest";
import { renderRobots } from "./robots";

describe("renderRobots", () => {
  it("names the site and its sitemap, and keeps crawlers out of the studio", () => {
    const text = renderRobots("https://ada.example", { ...siteDisplay(null), name: "Ada Lens" });
    expect(text.split("\n")).toEqual([
      "# Ada Lens: everything public may be crawled; the owner's studio has nothing to index.",
      "User-agent: *",
      "Allow: /",
      "Disallow: /studio",
      "",
      "Sitemap: https://ada.example/sitemap.xml",
      "",
    ]);
    expect(renderRobots("https://ada.example", siteDisplay(null))).toContain(`# ${SITE_DEFAULTS.name}:`);
  });

  it("never lets a name add a directive", () => {
    const text = renderRobots("https://ada.example", {
      ...siteDisplay(null),
      name: "Ada\nDisallow: /\r\nUser-agent: evil",
    });
    expect(text.split("\n").filter((line) => line.startsWith("Disallow"))).toEqual(["Disallow: /studio"]);
  });
});
