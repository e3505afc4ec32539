// The offline checks `npm run deploy:check` makes of what a deploy would set up (scripts/deploy):
// each wrong setting refused with both values and the fix, and the project's own files passing.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corsProblems } from "../../scripts/deploy/cors";
import type { FunctionsManifest } from "../../scripts/deploy/functions-params";
import {
  assetFallbackProblems,
  cspReportingProblems,
  storageTriggerProblems,
  type HostingJson,
} from "../../scripts/deploy/hosting-config";
import { FUNCTION_REGIONS, REGIONS_INSIDE, regionProblems } from "../../scripts/deploy/regions";
import { REPO_ROOT } from "../../scripts/lib/emulator-config";
import { missingTtlPolicies, type IndexFile } from "../../scripts/lib/index-coverage";

const firebaseJson = JSON.parse(
  readFileSync(path.join(REPO_ROOT, "firebase.json"), "utf8"),
) as HostingJson & {
  hosting: { rewrites: { source: string; function?: { functionId: string; region?: string } }[] };
};

/** The functions as firebase-functions declares them: Storage's in the bucket's region, the rest in us-central1. */
const manifest: FunctionsManifest = {
  params: [{ name: "STORAGE_REGION", type: "string" }],
  endpoints: {
    mediaUploadFinalized: {
      region: "{{ params.STORAGE_REGION }}",
      availableMemoryMb: 256,
      eventTrigger: { eventType: "google.cloud.storage.object.v1.finalized" },
    },
    clientsTokenGuard: {
      region: "{{ params.STORAGE_REGION }}",
      eventTrigger: { eventType: "google.cloud.storage.object.v1.metadataUpdated" },
    },
    mediaProcessOriginal: {
      region: "{{ params.STORAGE_REGION }}",
      availableMemoryMb: 2048,
      taskQueueTrigger: {},
    },
    openClientGallery: { region: ["us-central1"], callableTrigger: {} },
    publicPage: { region: ["us-central1"], httpsTrigger: {} },
  },
};
const rewrites = [
  { source: "/", function: { functionId: "publicPage", region: "us-central1" } },
  { source: "/assets/**", function: { functionId: "publicPage", region: "us-central1" } },
];
const inputs = (env: Record<string, string>, changes: Partial<Parameters<typeof regionProblems>[0]> = {}) =>
  regionProblems({
    manifest,
    env,
    envFile: "functions/.env.ada",
    rewrites,
    webFunctionsRegion: undefined,
    ...changes,
  });

describe("where the functions run", () => {
  it("follows the bucket's region: each of the README's locations deploys", () => {
    for (const region of ["us-central1", "us-east1", "us-west1"])
      expect(inputs({ STORAGE_REGION: region }), region).toEqual([]);
  });

  it("refuses a deploy that does not say where the bucket is, naming the setting and the fix", () => {
    const [problem] = inputs({});
    expect(problem).toContain("STORAGE_REGION is not set in functions/.env.ada");
    expect(problem).toContain("e.g. STORAGE_REGION=us-east1");
    expect(problem).toContain("clientsTokenGuard, mediaUploadFinalized");
  });

  it("refuses a multi- or dual-region name, naming a region inside it", () => {
    expect(inputs({ STORAGE_REGION: "US" })[0]).toContain("set STORAGE_REGION=us-central1");
    expect(inputs({ STORAGE_REGION: "nam4" })[0]).toContain(
      "set STORAGE_REGION=us-central1 (or another region inside NAM4: us-east1)",
    );
    expect(inputs({ STORAGE_REGION: "eu" })[0]).toContain("STORAGE_REGION=europe-west1");
    expect(inputs({ STORAGE_REGION: "mars-north1" })[0]).toContain("is not a region Cloud Functions run in");
  });

  it("refuses a Storage function pinned elsewhere than the bucket, naming both regions", () => {
    const pinned: FunctionsManifest = {
      ...manifest,
      endpoints: {
        ...manifest.endpoints,
        mediaUploadFinalized: { ...manifest.endpoints!.mediaUploadFinalized!, region: ["us-central1"] },
      },
    };
    expect(inputs({ STORAGE_REGION: "us-east1" }, { manifest: pinned })).toEqual([
      expect.stringContaining(
        "mediaUploadFinalized runs in us-central1 and the bucket is in us-east1 (STORAGE_REGION): a function cannot listen to a bucket in another region",
      ),
    ]);
  });

  it("refuses Hosting rewrites and a web app pointing at another region than the functions'", () => {
    const [rewrite] = inputs(
      { STORAGE_REGION: "us-east1" },
      { rewrites: [{ source: "/", function: { functionId: "publicPage", region: "us-east1" } }] },
    );
    expect(rewrite).toContain(
      "firebase.json rewrites / to publicPage in us-east1, and publicPage runs in us-central1",
    );
    expect(inputs({ STORAGE_REGION: "us-east1" }, { webFunctionsRegion: "us-east1" })).toEqual([
      expect.stringContaining(
        "VITE_FUNCTIONS_REGION is us-east1 in .env.local, and the callables run in us-central1",
      ),
    ]);
    expect(
      inputs(
        { STORAGE_REGION: "us-east1" },
        { rewrites: [{ source: "/x", function: { functionId: "gone" } }] },
      ),
    ).toEqual(["firebase.json rewrites /x to gone, which the functions do not export"]);
  });

  it("knows the regions as firebase-functions and firebase deploy do", () => {
    const options = readFileSync(
      path.join(REPO_ROOT, "node_modules/firebase-functions/lib/v2/options.d.ts"),
      "utf8",
    );
    const union = /export type SupportedRegion = ([^;]+);/.exec(options)?.[1] ?? "";
    expect([...union.matchAll(/"([a-z0-9-]+)"/g)].map((match) => match[1]).sort()).toEqual(
      [...FUNCTION_REGIONS].sort(),
    );
    // firebase deploy's own rule for a function listening to a multi- or dual-region bucket.
    const location = createRequire(import.meta.url)(
      path.join(REPO_ROOT, "node_modules/firebase-tools/lib/gcp/location.js"),
    ) as { regionInLocation(region: string, location: string): boolean };
    for (const [multi, inside] of Object.entries(REGIONS_INSIDE))
      expect(
        FUNCTION_REGIONS.filter((region) => location.regionInLocation(region, multi)),
        multi,
      ).toEqual([...inside].sort());
  });
});

describe("what Hosting must rewrite and send", () => {
  it("passes the project's firebase.json", () => {
    expect(assetFallbackProblems(firebaseJson)).toEqual([]);
    expect(cspReportingProblems(firebaseJson)).toEqual([]);
  });

  it("refuses a firebase.json without the page function's fallback for /assets/**", () => {
    const without = {
      hosting: {
        ...firebaseJson.hosting,
        rewrites: firebaseJson.hosting.rewrites.filter((rule) => rule.source !== "/assets/**"),
      },
    };
    expect(assetFallbackProblems(without).join()).toContain(
      "firebase.json does not rewrite /assets/** to publicPage: while a deploy has released the functions and not yet Hosting",
    );
  });

  it("refuses a policy that reports nowhere", () => {
    const json = JSON.stringify(firebaseJson);
    const silent = JSON.parse(
      json
        .replace("; report-uri /api/csp-report; report-to csp", "")
        .replace('"Reporting-Endpoints"', '"X-Nothing"'),
    ) as HostingJson;
    expect(cspReportingProblems(silent)).toEqual([
      expect.stringContaining('lacks "report-uri /api/csp-report"'),
      expect.stringContaining('lacks "report-to csp"'),
      expect.stringContaining("no Reporting-Endpoints header"),
    ]);
  });

  it("keeps the reports no longer than their TTL policy allows", () => {
    const indexes = JSON.parse(
      readFileSync(path.join(REPO_ROOT, "firestore.indexes.json"), "utf8"),
    ) as IndexFile;
    expect(missingTtlPolicies(indexes)).toEqual([]);
    const without = {
      ...indexes,
      fieldOverrides: indexes.fieldOverrides?.filter(
        (override) => override.collectionGroup !== "csp_reports",
      ),
    };
    expect(missingTtlPolicies(without)).toEqual(["csp_reports"]);
  });
});

describe("what the functions' upload carries", () => {
  it("holds the page renderer and its files, never a test suite's renderer", async () => {
    const { readdirRecursive } = createRequire(import.meta.url)(
      path.join(REPO_ROOT, "node_modules/firebase-tools/lib/fsAsync.js"),
    ) as {
      readdirRecursive(options: { path: string; ignoreStrings: string[] }): Promise<{ name: string }[]>;
    };
    const { ignore } = (firebaseJson as unknown as { functions: { ignore: string[] }[] }).functions[0]!;
    const source = mkdtempSync(path.join(os.tmpdir(), "folio-functions-upload-"));
    for (const file of [
      "package.json",
      "src/index.ts",
      "node_modules/x/index.js",
      "lib/index.js",
      "lib/web/shell.html",
      "lib/web/assets/index-abc.js",
      "lib/web-e2e-28000/shell.html",
      "lib/web-e2e-28000/assets/index-def.js",
    ]) {
      mkdirSync(path.dirname(path.join(source, file)), { recursive: true });
      writeFileSync(path.join(source, file), "");
    }
    // As firebase deploy lists what it uploads (prepareFunctionsUpload.js).
    const files = await readdirRecursive({ path: source, ignoreStrings: ignore });
    rmSync(source, { recursive: true, force: true });
    expect(files.map((file) => path.relative(source, file.name)).sort()).toEqual([
      "lib/index.js",
      "lib/web/assets/index-abc.js",
      "lib/web/shell.html",
      "package.json",
    ]);
  });
});

describe("what the bucket wakes and allows", () => {
  it("refuses a big function that Storage wakes for every file", () => {
    expect(storageTriggerProblems(manifest)).toEqual([]);
    const heavy: FunctionsManifest = {
      endpoints: {
        mediaProcessUpload: {
          availableMemoryMb: 2048,
          eventTrigger: { eventType: "google.cloud.storage.object.v1.finalized" },
        },
      },
    };
    expect(storageTriggerProblems(heavy)).toEqual([
      expect.stringContaining(
        "mediaProcessUpload has 2048 MiB and Storage wakes it for every file written to the bucket",
      ),
    ]);
  });

  it("refuses a cors.json that does not let the site read the bucket", () => {
    const cors = JSON.parse(readFileSync(path.join(REPO_ROOT, "cors.json"), "utf8")) as unknown;
    expect(corsProblems(cors, "https://ada.example")).toEqual([]);
    expect(
      corsProblems([{ origin: ["https://other.example"], method: ["GET"] }], "https://ada.example"),
    ).toEqual([expect.stringContaining("cors.json allows no GET from https://ada.example (SITE_ORIGIN)")]);
    expect(
      corsProblems([{ origin: ["https://ada.example"], method: ["GET"] }], "https://ada.example"),
    ).toEqual([]);
  });
});
