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
 * Pages are cached by the Hosting CDN for 10 seconds (`s-maxage`), never by browsers
 * (`max-age=0`). Every page shows the site's settings and Hosting has no purge, so the
 * lifetime is what bounds how long a saved change takes to reach every visitor: seconds,
 * as the studio promises. A busy page still costs one render per 10 s per CDN location.
 * An unknown address is cached for one minute.
 */
export const CACHE_CONTROL = {
  page: "public, max-age=0, s-maxage=10",
  notFound: "public, max-age=0, s-maxage=60",
  /** The fallback shell is not cached: the next request tries to render again. */
  fallback: "no-store",
} as const;
