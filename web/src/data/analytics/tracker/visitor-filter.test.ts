import { describe, expect, it } from "vitest";
import { parseTrackerConfig, type TrackerConfig } from "./config";
import { skipReason, type VisitorSignals } from "./visitor-filter";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
const on: TrackerConfig = { enabled: true, respectDnt: true, countAutomation: false };
const person: VisitorSignals = {
  userAgent: CHROME,
  webdriver: false,
  doNotTrack: false,
  globalPrivacyControl: false,
  isOwner: false,
};

describe("skipReason", () => {
  it("counts an ordinary visitor", () => {
    expect(skipReason(on, person)).toBeNull();
  });

  it.each([
    ["tracking is off", { ...on, enabled: false }, person, "disabled"],
    ["the owner is signed in", on, { ...person, isOwner: true }, "owner"],
    [
      "Googlebot",
      on,
      { ...person, userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
      "crawler",
    ],
    ["a link preview", on, { ...person, userAgent: "facebookexternalhit/1.1" }, "crawler"],
    ["curl", on, { ...person, userAgent: "curl/8.5.0" }, "crawler"],
    ["webdriver", on, { ...person, webdriver: true }, "automation"],
    [
      "headless Chrome",
      on,
      { ...person, userAgent: CHROME.replace("Chrome/", "HeadlessChrome/") },
      "automation",
    ],
    ["Do Not Track", on, { ...person, doNotTrack: true }, "do-not-track"],
    ["Global Privacy Control", on, { ...person, globalPrivacyControl: true }, "do-not-track"],
  ] as const)("skips the visit when %s", (_name, config, signals, reason) => {
    expect(skipReason(config, signals)).toBe(reason);
  });

  it("counts automated browsers only when the switch is on (browser tests), and never the owner", () => {
    const tests = { ...on, countAutomation: true };
    expect(skipReason(tests, { ...person, webdriver: true })).toBeNull();
    expect(skipReason(tests, { ...person, webdriver: true, isOwner: true })).toBe("owner");
  });

  it("counts DNT visitors when told not to honour it", () => {
    expect(skipReason({ ...on, respectDnt: false }, { ...person, doNotTrack: true })).toBeNull();
  });
});

describe("parseTrackerConfig", () => {
  it("defaults to on, DNT honoured, automation not counted", () => {
    expect(parseTrackerConfig({})).toEqual({ enabled: true, respectDnt: true, countAutomation: false });
  });
  it("reads the switches", () => {
    expect(
      parseTrackerConfig({
        VITE_ANALYTICS_ENABLED: "false",
        VITE_ANALYTICS_RESPECT_DNT: "0",
        VITE_ANALYTICS_COUNT_AUTOMATION: " TRUE ",
      }),
    ).toEqual({ enabled: false, respectDnt: false, countAutomation: true });
  });
});
