import { describe, expect, it } from "vitest";
import { countryOfTimeZone, sessionDimensionLabels } from "./dimension-labels";
import {
  DIMENSION_LIMITS,
  entryPageLabel,
  outboundLabel,
  sessionDimensionsSchema,
  TIME_ZONE_PATTERN,
} from "./dimensions";
import { utmOf } from "./traffic-source";

const site = "https://folio.example/about";

describe("utmOf", () => {
  it("reads the five UTM parameters of the landing URL, decoded, and nothing else", () => {
    expect(
      utmOf(
        `${site}?utm_source=newsletter&utm_medium=email&utm_campaign=Autumn%20Sale&utm_term=a+b&utm_content=hero&utm_id=7&ref=x`,
      ),
    ).toEqual({
      source: "newsletter",
      medium: "email",
      campaign: "Autumn Sale",
      term: "a b",
      content: "hero",
    });
    expect(utmOf(site)).toEqual({});
    expect(utmOf(`${site}#utm_campaign=fragment`)).toEqual({});
    expect(utmOf(`${site}?UTM_CAMPAIGN=upper&utm_campaign_x=1`)).toEqual({});
  });

  it("takes the first of a repeated parameter, even when it is empty or malformed", () => {
    expect(utmOf(`${site}?utm_campaign=first&utm_campaign=second`)).toEqual({ campaign: "first" });
    expect(utmOf(`${site}?utm_campaign=&utm_campaign=second`)).toEqual({});
    expect(utmOf(`${site}?utm_campaign=%E0%A4%A&utm_campaign=second&utm_medium=ok`)).toEqual({
      medium: "ok",
    });
    expect(utmOf(`${site}?utm_medium=100%`)).toEqual({});
  });

  it("turns poison values into safe, bounded labels", () => {
    expect(utmOf(`${site}?utm_campaign=a%00b%0Ac%E2%80%8Bd`)).toEqual({ campaign: "ab cd" });
    expect(utmOf(`${site}?utm_campaign=__proto__&utm_medium=constructor`)).toEqual({
      campaign: "proto",
      medium: "constructor",
    });
    expect(utmOf(`${site}?utm___proto__=x&utm_constructor=y`)).toEqual({});
    expect(Object.getPrototypeOf(utmOf(`${site}?utm___proto__=x`))).toBe(Object.prototype);
    const huge = utmOf(`${site}?utm_content=${"x".repeat(10_000)}`);
    expect(huge.content).toHaveLength(DIMENSION_LIMITS.utmMax);
    expect(utmOf(`${site}?utm_term=%20%09%20`)).toEqual({});
  });
});

describe("countryOfTimeZone", () => {
  it.each([
    ["Europe/Paris", "FR"],
    ["Asia/Calcutta", "IN"],
    ["Asia/Kolkata", "IN"],
    ["America/Argentina/ComodRivadavia", "AR"],
  ])("names %s's country, %s", (zone, country) => {
    expect(countryOfTimeZone(zone)).toBe(country);
  });

  it.each([
    "UTC",
    "Etc/GMT+5",
    "Mars/Olympus",
    "constructor",
    "__proto__",
    "toString",
    "../etc",
    "",
    "Europe/Paris ",
  ])("is Unknown for %j", (zone) => {
    expect(countryOfTimeZone(zone)).toBe("Unknown");
  });

  it("refuses what the rules refuse: a space, a dot, more than 64 characters", () => {
    expect(TIME_ZONE_PATTERN.test("America/New_York")).toBe(true);
    expect(TIME_ZONE_PATTERN.test("Etc/GMT-14")).toBe(true);
    for (const bad of ["Europe/Paris ", "../etc", "a".repeat(65), "Europe\u200b/Paris", ""])
      expect(TIME_ZONE_PATTERN.test(bad)).toBe(false);
  });
});

describe("entryPageLabel", () => {
  it("keeps the path alone, never its query or fragment", () => {
    expect(entryPageLabel("/")).toBe("/");
    expect(entryPageLabel("/item/harbour01?email=a@b.example#top")).toBe("/item/harbour01");
    expect(entryPageLabel("/about#contact")).toBe("/about");
  });

  it("refuses what is not a path and bounds what is", () => {
    expect(entryPageLabel("about")).toBeNull();
    expect(entryPageLabel("https://evil.example/")).toBeNull();
    expect(entryPageLabel("")).toBeNull();
    expect(entryPageLabel("?q=1")).toBeNull();
    expect(entryPageLabel(`/${"p".repeat(1000)}`)).toHaveLength(DIMENSION_LIMITS.entryPageMax);
    expect(entryPageLabel("/a\u0000b\nc")).toBe("/ab c");
  });
});

describe("outboundLabel", () => {
  const own = "folio.example";

  it("labels mailto links Email and other sites by their host without www", () => {
    expect(outboundLabel("mailto:studio@folio.example?subject=Hello", own)).toBe("Email");
    expect(outboundLabel("  MAILTO:x@y.example", own)).toBe("Email");
    expect(outboundLabel("https://www.instagram.com/folio/?igshid=secret", own)).toBe("instagram.com");
    expect(outboundLabel("http://Vimeo.com:8080/123", own)).toBe("vimeo.com");
  });

  it("is null for the site's own links and for anything but http(s) and mailto", () => {
    expect(outboundLabel("https://folio.example/about", own)).toBeNull();
    expect(outboundLabel("https://www.folio.example/", own)).toBeNull();
    expect(outboundLabel("javascript:alert(1)", own)).toBeNull();
    expect(outboundLabel("tel:+331234", own)).toBeNull();
    expect(outboundLabel("/about", own)).toBeNull();
    expect(outboundLabel("#top", own)).toBeNull();
  });
});

describe("sessionDimensionsSchema", () => {
  it("reads the tracker's fields as they are", () => {
    const parsed = sessionDimensionsSchema.parse({
      utm: { source: "newsletter", campaign: "autumn" },
      timeZone: "Europe/Paris",
      entryPage: "/about",
      outbound: ["instagram.com", "Email"],
    });
    expect(parsed).toEqual({
      utm: { source: "newsletter", campaign: "autumn" },
      timeZone: "Europe/Paris",
      entryPage: "/about",
      outbound: ["Email", "instagram.com"],
    });
    expect(sessionDimensionLabels(parsed)).toEqual({
      mediums: [],
      campaigns: ["autumn"],
      terms: [],
      contents: [],
      countries: ["FR"],
      entryPages: ["/about"],
      outbound: ["Email", "instagram.com"],
    });
  });

  it("reads missing fields and bad shapes as absent, and sanitises what it keeps", () => {
    expect(sessionDimensionsSchema.parse({})).toEqual({
      utm: {},
      timeZone: null,
      entryPage: null,
      outbound: [],
    });
    const parsed = sessionDimensionsSchema.parse({
      utm: { medium: 7, campaign: "a\u0000b", __proto__: { term: "inherited" }, extra: "x" },
      timeZone: 42,
      entryPage: "no-slash",
      outbound: [
        "a.example",
        "a.example",
        3,
        "",
        "b".repeat(500),
        ...Array.from({ length: 30 }, (_, i) => `h${i}`),
      ],
    });
    expect(parsed.utm).toEqual({ campaign: "ab" });
    expect(parsed.timeZone).toBeNull();
    expect(parsed.entryPage).toBeNull();
    expect(parsed.outbound).toHaveLength(DIMENSION_LIMITS.outboundPerSession);
    expect(parsed.outbound.filter((label) => label === "a.example")).toHaveLength(1);
    expect(parsed.outbound).toContain("b".repeat(DIMENSION_LIMITS.outboundMax));
    expect(sessionDimensionsSchema.parse({ utm: "campaign", outbound: "Email" })).toMatchObject({
      utm: {},
      outbound: [],
    });
    expect(
      sessionDimensionLabels(sessionDimensionsSchema.parse({ timeZone: "Mars/Olympus" })).countries,
    ).toEqual(["Unknown"]);
    expect(sessionDimensionLabels(sessionDimensionsSchema.parse({})).countries).toEqual([]);
  });
});
