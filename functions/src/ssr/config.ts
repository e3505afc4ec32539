import { hostOf } from "@folio/domain";

/**
 * Where the site lives, for canonical links, Open Graph URLs and the sitemap: SITE_ORIGIN
 * (functions/.env), else the project's default Hosting domain. Never the request's Host or
 * X-Forwarded-Host header: a forged header must not change what a cached page links to.
 */
export function siteOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.SITE_ORIGIN?.trim();
  if (configured) return new URL(configured).origin;
  const project = env.GCLOUD_PROJECT ?? env.GCP_PROJECT ?? "localhost";
  return `https://${project}.web.app`;
}

/**
 * The site's own hosts (without `www.`, as `hostOf` gives them): SITE_ORIGIN's and the
 * project's two default Hosting domains, and on the emulators localhost. A session whose
 * stored referrer is one of them came from the site itself (a spec-shaped client, or a
 * backfill, storing `document.referrer`), so analytics counts it as Direct, as the tracker does.
 */
export function ownHosts(env: NodeJS.ProcessEnv = process.env): ReadonlySet<string> {
  const project = env.GCLOUD_PROJECT ?? env.GCP_PROJECT;
  const hosts = [hostOf(siteOrigin(env))];
  if (project) hosts.push(`${project}.web.app`, `${project}.firebaseapp.com`);
  if (env.FUNCTIONS_EMULATOR === "true") hosts.push("localhost", "127.0.0.1");
  return new Set(hosts.filter((host): host is string => host !== null));
}

/**
 * Every page shows the site's settings, and Hosting's CDN has no purge: a page it kept would
 * show the old name or about text until it expired. So browsers revalidate every time
 * (`max-age=0`) and the CDN keeps a page 20 s, then serves it stale for up to 30 s more while
 * it fetches a fresh one (`stale-while-revalidate`), so a burst of views costs one render. With
 * the instance's cache, which a saved change invalidates within seconds (render-cache.ts), a
 * change shows within a minute. firebase.json sends the same value for these paths: Hosting's
 * header rules apply to a function's response too, and match the request's path.
 */
export const CACHE_CONTROL = {
  page: "public, max-age=0, s-maxage=20, stale-while-revalidate=30",
  /** The fallback shell is not stored at all: the next request tries to render again. */
  fallback: "no-store",
} as const;
