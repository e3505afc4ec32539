import type { TrackerConfig } from "./config";

/** What the browser says about the visitor, read once per page. */
export interface VisitorSignals {
  userAgent: string;
  /** `navigator.webdriver`: true in Selenium, Playwright, Puppeteer. */
  webdriver: boolean;
  /** `navigator.doNotTrack` / `window.doNotTrack` is "1". */
  doNotTrack: boolean;
  /** `navigator.globalPrivacyControl`. */
  globalPrivacyControl: boolean;
  /** The owner is signed in to the studio in this browser. */
  isOwner: boolean;
}

/** Why a visit is not counted; null when it is. */
export type SkipReason = "disabled" | "owner" | "crawler" | "automation" | "do-not-track";

const CRAWLER =
  /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|lighthouse|pagespeed|gtmetrix|pingdom|uptime|python-requests|python-urllib|curl\/|wget\/|go-http-client|java\/|okhttp|axios\/|node-fetch|scrapy|httpclient/i;
const AUTOMATION = /HeadlessChrome|PhantomJS|Electron\/|Puppeteer|Playwright|Cypress/i;

/** Crawlers and scripted HTTP clients, by user agent. */
export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent);
}

/** Decides whether this visitor is counted; the owner and bots never are. */
export function skipReason(config: TrackerConfig, signals: VisitorSignals): SkipReason | null {
  if (!config.enabled) return "disabled";
  if (signals.isOwner) return "owner";
  if (isCrawler(signals.userAgent)) return "crawler";
  if (!config.countAutomation && (signals.webdriver || AUTOMATION.test(signals.userAgent)))
    return "automation";
  if (config.respectDnt && (signals.doNotTrack || signals.globalPrivacyControl)) return "do-not-track";
  return null;
}

/** Reads the signals from the live browser. */
export function readVisitorSignals(isOwner: boolean): VisitorSignals {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const win = window as Window & { doNotTrack?: string };
  return {
    userAgent: nav.userAgent ?? "",
    webdriver: nav.webdriver === true,
    doNotTrack: nav.doNotTrack === "1" || win.doNotTrack === "1" || nav.msDoNotTrack === "1",
    globalPrivacyControl: nav.globalPrivacyControl === true,
    isOwner,
  };
}
