import type { FunctionsManifest, ManifestEndpoint } from "./functions-params";

/** The regions Cloud Functions (2nd gen) run in: firebase-functions' SupportedRegion. */
export const FUNCTION_REGIONS: readonly string[] = [
  "asia-east1",
  "asia-east2",
  "asia-northeast1",
  "asia-northeast2",
  "asia-northeast3",
  "asia-south1",
  "asia-southeast1",
  "asia-southeast2",
  "australia-southeast1",
  "europe-central2",
  "europe-north1",
  "europe-west1",
  "europe-west2",
  "europe-west3",
  "europe-west4",
  "europe-west6",
  "northamerica-northeast1",
  "southamerica-east1",
  "us-central1",
  "us-east1",
  "us-east4",
  "us-west1",
  "us-west2",
  "us-west3",
  "us-west4",
];

/**
 * The regions a function may run in to hear a multi- or dual-region bucket, as `firebase deploy`
 * decides it (firebase-tools, lib/gcp/location.js: a function region inside the bucket's
 * location); the first is the one to suggest. The US and Asia multi-regions hold every function
 * region of their continent; the EU's leaves out London and Zürich.
 */
export const REGIONS_INSIDE: Readonly<Record<string, readonly string[]>> = {
  us: FUNCTION_REGIONS.filter((region) => region.startsWith("us-")),
  eu: ["europe-west1", "europe-central2", "europe-north1", "europe-west3", "europe-west4"],
  asia: FUNCTION_REGIONS.filter((region) => region.startsWith("asia-")),
  nam4: ["us-central1", "us-east1"],
  eur4: ["europe-west4", "europe-north1"],
  asia1: ["asia-northeast1", "asia-northeast2"],
};

/** The functions that a Storage bucket's events wake. */
export function storageTriggered(manifest: FunctionsManifest): string[] {
  return Object.entries(manifest.endpoints ?? {})
    .filter(([, endpoint]) => endpoint.eventTrigger?.eventType.startsWith("google.cloud.storage."))
    .map(([id]) => id)
    .sort();
}

/** An endpoint's region as the deploy resolves it: a literal, or a parameter's value (null: unresolved). */
export function regionOf(endpoint: ManifestEndpoint, env: Readonly<Record<string, string>>): string | null {
  const region = Array.isArray(endpoint.region) ? endpoint.region[0] : endpoint.region;
  if (region === undefined) return null;
  const param = /^\{\{ params\.([A-Z0-9_]+) \}\}$/.exec(region)?.[1];
  if (!param) return region;
  return env[param]?.trim().toLowerCase() || null;
}

interface RegionInputs {
  manifest: FunctionsManifest;
  /** The values the deploy takes the parameters from (functions/.env, functions/.env.<project>). */
  env: Readonly<Record<string, string>>;
  /** functions/.env.<project>, to name in the fixes. */
  envFile: string;
  /** firebase.json's Hosting rewrites. */
  rewrites: readonly { source: string; function?: { functionId: string; region?: string } }[];
  /** The web app's VITE_FUNCTIONS_REGION (`.env.local`), if set. */
  webFunctionsRegion: string | undefined;
}

/**
 * Why the functions would not deploy where they must run, or not be reached there, one line
 * each: the Storage-triggered functions and the bucket's region (STORAGE_REGION), the media
 * worker they hand work to, firebase.json's rewrites, and the web app's callables' region.
 */
export function regionProblems(inputs: RegionInputs): string[] {
  const { manifest, env, envFile } = inputs;
  const endpoints = manifest.endpoints ?? {};
  const problems: string[] = [];
  const storage = storageTriggered(manifest);
  const bucketRegion = env.STORAGE_REGION?.trim().toLowerCase() ?? "";
  if (bucketRegion === "")
    problems.push(
      `STORAGE_REGION is not set in ${envFile}: set it to your Storage bucket's location (Firebase console → Storage → ` +
        `Files → the bucket's details), e.g. STORAGE_REGION=us-east1. The functions the bucket wakes (${storage.join(", ")}) run there: ` +
        "a function cannot listen to a bucket in another region, and firebase deploy refuses it",
    );
  else if (REGIONS_INSIDE[bucketRegion])
    problems.push(
      `STORAGE_REGION=${bucketRegion} in ${envFile} names a multi- or dual-region, and a function runs in one region: ` +
        `set STORAGE_REGION=${REGIONS_INSIDE[bucketRegion]![0]} (or another region inside ${bucketRegion.toUpperCase()}: ` +
        `${REGIONS_INSIDE[bucketRegion]!.slice(1).join(", ")})`,
    );
  else if (!FUNCTION_REGIONS.includes(bucketRegion))
    problems.push(
      `STORAGE_REGION=${bucketRegion} in ${envFile} is not a region Cloud Functions run in: set your bucket's region ` +
        `(one of ${FUNCTION_REGIONS.join(", ")})`,
    );
  else
    for (const [id, endpoint] of Object.entries(endpoints)) {
      const region = regionOf(endpoint, env);
      const listens = storage.includes(id);
      if ((listens || endpoint.taskQueueTrigger) && region !== bucketRegion)
        problems.push(
          `${id} runs in ${region ?? "no region"} and the bucket is in ${bucketRegion} (STORAGE_REGION): ` +
            (listens
              ? "a function cannot listen to a bucket in another region"
              : "the media worker must run where the bucket's events are handed to it") +
            "; give it `region: storageRegion` (functions/src/lib/region.ts)",
        );
    }

  for (const rewrite of inputs.rewrites) {
    if (!rewrite.function) continue;
    const { functionId, region: wanted = "us-central1" } = rewrite.function;
    const endpoint = endpoints[functionId];
    if (!endpoint) {
      problems.push(
        `firebase.json rewrites ${rewrite.source} to ${functionId}, which the functions do not export`,
      );
      continue;
    }
    const region = regionOf(endpoint, env);
    if (region !== wanted)
      problems.push(
        `firebase.json rewrites ${rewrite.source} to ${functionId} in ${wanted}, and ${functionId} runs in ` +
          `${region ?? "no region"}: set the rewrite's region to ${region ?? "the function's"}`,
      );
  }

  const callableRegions = new Set(
    Object.values(endpoints)
      .filter((endpoint) => endpoint.callableTrigger)
      .map((endpoint) => regionOf(endpoint, env)),
  );
  const webRegion = inputs.webFunctionsRegion?.trim() || "us-central1";
  for (const region of callableRegions)
    if (region !== webRegion)
      problems.push(
        `VITE_FUNCTIONS_REGION is ${webRegion} in .env.local, and the callables run in ${region ?? "no region"} ` +
          `(FUNCTIONS_REGION, functions/src/lib/region.ts): set VITE_FUNCTIONS_REGION=${region}`,
      );
  return problems;
}
