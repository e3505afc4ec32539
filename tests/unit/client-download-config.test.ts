// Offline checks of what the emulators cannot show about client downloads: Firestore's TTL
// policies (the emulator never expires a document) and Hosting's 60-second request limit (the
// Hosting emulator has none), so no download may be routed through Hosting.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/lib/emulator-config";
import { EXPIRING_COLLECTIONS, missingTtlPolicies, type IndexFile } from "../../scripts/lib/index-coverage";

const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(REPO_ROOT, file), "utf8")) as T;

describe("download tickets, their manifests and stream leases", () => {
  const indexes = readJson<IndexFile>("firestore.indexes.json");

  it("expire by TTL, as raw analytics do", () => {
    expect(EXPIRING_COLLECTIONS).toEqual(
      expect.arrayContaining([
        "client_download_tickets",
        "client_download_manifests",
        "client_download_leases",
      ]),
    );
    expect(missingTtlPolicies(indexes)).toEqual([]);
  });

  it("are named by deploy:check when their TTL policy is missing", () => {
    const without = {
      ...indexes,
      fieldOverrides: indexes.fieldOverrides?.filter(
        (override) => override.collectionGroup !== "client_download_tickets",
      ),
    };
    expect(missingTtlPolicies(without)).toEqual(["client_download_tickets"]);
    const notTtl = {
      ...indexes,
      fieldOverrides: indexes.fieldOverrides?.map((override) =>
        override.collectionGroup === "client_download_leases" ? { ...override, ttl: false } : override,
      ),
    };
    expect(missingTtlPolicies(notTtl)).toEqual(["client_download_leases"]);
  });
});

describe("the download function", () => {
  it("is reached on its own URL, never through Hosting, which ends every request at 60 s", () => {
    const { hosting } = readJson<{
      hosting: { rewrites: { source: string; function?: { functionId: string } }[] };
    }>("firebase.json");
    expect(hosting.rewrites.filter((rewrite) => rewrite.function?.functionId === "clientDownload")).toEqual(
      [],
    );
    expect(hosting.rewrites.filter((rewrite) => rewrite.source.startsWith("/api/client-download"))).toEqual(
      [],
    );
  });
});
