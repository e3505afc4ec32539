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
 * Every page shows the site's settings, and Hosting's CDN has no purge: a page it kept would
 * show the old name or about text until it expired. So the CDN and browsers may store a page
 * but must ask again each time (`no-cache`), and a saved change shows on the very next
 * request. The cost is one render per page view, a few document reads each, which a
 * portfolio's traffic affords (README, Caching). The manifest and robots.txt do the same.
 */
export const CACHE_CONTROL = {
  page: "public, no-cache",
  /** The fallback shell is not stored at all: the next request tries to render again. */
  fallback: "no-store",
} as const;
