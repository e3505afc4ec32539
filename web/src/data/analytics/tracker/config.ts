/** The tracker's switches (VITE_ANALYTICS_*), parsed once; see docs/analytics.md. */
export interface TrackerConfig {
  /** False turns Folio's own visitor tracking off entirely. */
  enabled: boolean;
  /** Honour Do Not Track and Global Privacy Control: such visitors are not counted. */
  respectDnt: boolean;
  /** Count automated browsers (navigator.webdriver, headless); only browser tests turn this on. */
  countAutomation: boolean;
}

type Env = Record<string, string | boolean | undefined>;

function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = env[name];
  if (typeof value === "boolean") return value;
  const text = value?.trim().toLowerCase();
  if (!text) return fallback;
  return text === "true" || text === "1";
}

/** Parses the tracker's variables; pure, so it is tested without Vite. Defaults are the private ones. */
export function parseTrackerConfig(env: Env): TrackerConfig {
  return {
    enabled: flag(env, "VITE_ANALYTICS_ENABLED", true),
    respectDnt: flag(env, "VITE_ANALYTICS_RESPECT_DNT", true),
    countAutomation: flag(env, "VITE_ANALYTICS_COUNT_AUTOMATION", false),
  };
}

/** This build's tracker configuration. */
export const trackerConfig: TrackerConfig = parseTrackerConfig(import.meta.env as Env);
