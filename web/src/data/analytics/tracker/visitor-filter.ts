import { isbot } from "isbot";
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

/**
 * Automation that drives a real browser engine. Checked before the crawler list (which also
 * names headless browsers) so that the browser tests, which count automation on purpose, are
 * counted. Electron is not here: the Slack and Discord desktop apps are Electron, and people.
 */
const AUTOMATION = /HeadlessChrome|PhantomJS|Puppeteer|Playwright|Cypress/i;

/** Decides whether this visitor is counted; the owner and bots never are. */
export function skipReason(config: TrackerConfig, signals: VisitorSignals): SkipReason | null {
  if (!config.enabled) return "disabled";
  if (signals.isOwner) return "owner";
  const automated = signals.webdriver || AUTOMATION.test(signals.userAgent);
  if (automated && !config.countAutomation) return "automation";
  // Crawlers, link previews and scripted HTTP clients: isbot's maintained list, which leaves
  // real devices and apps whose name contains "bot" (Cubot phones, Slack, Discord) alone. Every
  // browser sends a user agent, so an empty one is a script (isbot lets it through).
  if (!automated && (signals.userAgent.trim() === "" || isbot(signals.userAgent))) return "crawler";
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
