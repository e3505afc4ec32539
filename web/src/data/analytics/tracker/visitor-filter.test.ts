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

/** Crawler, link-preview and scripted-client user agents, as their operators publish them. */
const CRAWLERS: readonly (readonly [string, string])[] = [
  ["Googlebot", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"],
  [
    "Googlebot smartphone",
    "Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.204 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  ],
  ["Google-InspectionTool", "Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)"],
  ["Bingbot", "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)"],
  [
    "GPTBot",
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)",
  ],
  [
    "ChatGPT-User",
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot",
  ],
  [
    "ClaudeBot",
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)",
  ],
  [
    "PerplexityBot",
    "Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)",
  ],
  ["AhrefsBot", "Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)"],
  ["SemrushBot", "Mozilla/5.0 (compatible; SemrushBot/7~bl; +http://www.semrush.com/bot.html)"],
  ["YandexBot", "Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)"],
  ["Baiduspider", "Mozilla/5.0 (compatible; Baiduspider/2.0; +http://www.baidu.com/search/spider.html)"],
  ["DuckDuckBot", "DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)"],
  [
    "Applebot",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.1 Safari/605.1.15 (Applebot/0.1; +http://www.apple.com/go/applebot)",
  ],
  ["facebookexternalhit", "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)"],
  ["Twitterbot", "Twitterbot/1.0"],
  ["LinkedInBot", "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)"],
  ["Slackbot-LinkExpanding", "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)"],
  ["Discordbot", "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)"],
  ["WhatsApp", "WhatsApp/2.23.20.0"],
  ["Pinterestbot", "Mozilla/5.0 (compatible; Pinterestbot/1.0; +http://www.pinterest.com/bot.html)"],
  ["curl", "curl/8.5.0"],
  ["Wget", "Wget/1.21.4"],
  ["python-requests", "python-requests/2.32.3"],
  ["Go HTTP client", "Go-http-client/2.0"],
  ["node-fetch", "node-fetch/1.0 (+https://github.com/bitinn/node-fetch)"],
  [
    "Lighthouse",
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
  ],
  ["an empty user agent", ""],
];

/** People: browsers and apps, including devices and apps whose names contain "bot". */
const PEOPLE: readonly (readonly [string, string])[] = [
  ["Chrome on Windows", CHROME],
  ["Firefox on Linux", "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"],
  [
    "Safari on macOS",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
  ],
  [
    "Edge on Windows",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
  ],
  [
    "Safari on iPhone",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  ],
  [
    "Chrome on Android",
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  ],
  ["Firefox on Android", "Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0"],
  [
    "Samsung Internet",
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  ],
  [
    "Safari on iPad",
    "Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
  ],
  [
    "a Cubot phone",
    "Mozilla/5.0 (Linux; Android 10; CUBOT_X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36",
  ],
  [
    "a Cubot KingKong phone",
    "Mozilla/5.0 (Linux; Android 13; KINGKONG POWER Build/TP1A.220624.014) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.6261.119 Mobile Safari/537.36 CUBOT",
  ],
  [
    "Slack desktop",
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Slack/4.41.105 Chrome/130.0.6723.191 Electron/33.2.1 Safari/537.36 Sonic Slack_SSB/4.41.105",
  ],
  [
    "Discord desktop",
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) discord/1.0.9173 Chrome/128.0.6613.186 Electron/32.2.7 Safari/537.36",
  ],
  [
    "Instagram in-app browser",
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 339.0.3.12.91 (iPhone14,5; iOS 17_5; en_US; en; scale=3.00; 1170x2532; 619475339)",
  ],
];

describe("skipReason by user agent", () => {
  it.each(CRAWLERS)("does not count %s", (_name, userAgent) => {
    expect(skipReason(on, { ...person, userAgent })).toBe("crawler");
  });

  it.each(PEOPLE)("counts %s", (_name, userAgent) => {
    expect(skipReason(on, { ...person, userAgent })).toBeNull();
  });

  it("does not count headless browsers, except in the browser tests that ask for it", () => {
    const headless =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36";
    expect(skipReason(on, { ...person, userAgent: headless })).toBe("automation");
    expect(
      skipReason({ ...on, countAutomation: true }, { ...person, userAgent: headless, webdriver: true }),
    ).toBeNull();
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
