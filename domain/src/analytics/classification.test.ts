import { describe, expect, it } from "vitest";
import { classifyDevice } from "./device";
import { classifyTrafficSource, hostOf, sanitizeSourceLabel, utmOf } from "./traffic-source";

const UA = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  pixel:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
  galaxyTab:
    "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36",
};

describe("classifyDevice", () => {
  it.each([
    ["iphone", 5, "mobile"],
    ["pixel", 5, "mobile"],
    ["galaxyTab", 5, "tablet"],
    ["ipad", 5, "tablet"],
    ["mac", 5, "tablet"],
    ["mac", 0, "desktop"],
    ["windows", 0, "desktop"],
  ] as const)("%s with %i touch points is %s", (name, maxTouchPoints, device) => {
    expect(classifyDevice({ userAgent: UA[name], maxTouchPoints })).toBe(device);
  });
});

describe("classifyTrafficSource", () => {
  const site = "https://folio.example/gallery";

  it("prefers utm_source over the referrer", () => {
    expect(
      classifyTrafficSource(`${site}?utm_source=newsletter&utm_medium=email`, "https://www.google.com/"),
    ).toBe("newsletter");
    expect(classifyTrafficSource("https://folio.example/?utm_source=Spring%20Mailing", "")).toBe(
      "Spring Mailing",
    );
  });

  it("keeps only the referrer's host, without www", () => {
    expect(classifyTrafficSource(site, "https://www.instagram.com/p/secret-path?token=abc")).toBe(
      "instagram.com",
    );
    expect(classifyTrafficSource(site, "http://news.ycombinator.com/item?id=1")).toBe("news.ycombinator.com");
  });

  it('is Direct ("") without a referrer, for a same-site referrer, or an unusable one', () => {
    expect(classifyTrafficSource(site, "")).toBe("");
    expect(classifyTrafficSource(site, null)).toBe("");
    expect(classifyTrafficSource(site, "https://folio.example/other")).toBe("");
    expect(classifyTrafficSource(site, "https://www.folio.example/other")).toBe("");
    expect(classifyTrafficSource(site, "android-app://com.slack/")).toBe("");
    expect(classifyTrafficSource(`${site}?utm_source=`, "")).toBe("");
  });

  it("parses hosts and utm values defensively", () => {
    expect(hostOf("https://user:pw@Example.COM:8443/x")).toBe("example.com");
    expect(hostOf("not a url")).toBeNull();
    expect(utmOf("https://a.example/?utm_source=%E0%A4%A").source).toBeUndefined();
    expect(utmOf("https://a.example/?x=1&utm_source=a+b#utm_source=c").source).toBe("a b");
  });

  it("sanitises labels into safe, bounded map keys", () => {
    expect(sanitizeSourceLabel("__proto__")).toBe("proto");
    expect(sanitizeSourceLabel("  tab\there\u0000 ")).toBe("tab here");
    expect(sanitizeSourceLabel("x".repeat(300))).toHaveLength(100);
  });
});
