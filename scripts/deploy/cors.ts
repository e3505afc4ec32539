/** One entry of cors.json (`gcloud storage buckets update --cors-file`). */
interface CorsEntry {
  origin?: unknown;
  method?: unknown;
}

const listOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/**
 * Why cors.json would not let the site read the bucket through the Storage SDK (getBlob: client
 * galleries' pictures, the studio's drafts and originals): no entry allowing GET from the site's
 * origin. Whether the bucket has it applied, only `gcloud` can tell (deploy:check lists the step).
 */
export function corsProblems(cors: unknown, siteOrigin: string): string[] {
  if (!Array.isArray(cors)) return ["cors.json is not a list of CORS entries"];
  const allows = (cors as CorsEntry[]).some(
    (entry) =>
      listOf(entry.method).includes("GET") &&
      listOf(entry.origin).some((origin) => origin === "*" || origin === siteOrigin),
  );
  return allows
    ? []
    : [
        `cors.json allows no GET from ${siteOrigin} (SITE_ORIGIN): the client galleries' pictures and the studio's ` +
          `drafts load through the Storage SDK and would be refused; add it to an entry's "origin"`,
      ];
}

/** The command that applies cors.json to the bucket. */
export function corsCommand(bucket: string): string {
  return `gcloud storage buckets update gs://${bucket} --cors-file=cors.json`;
}
