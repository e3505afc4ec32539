import { describe, expect, it } from "vitest";
import { allLoaded, deployedFunctionNames, reExportedNames, triggerKeysFrom } from "./function-triggers";

describe("reExportedNames", () => {
  it("lists the names a module re-exports, under their exported names", () => {
    const source = [
      'import { setGlobalOptions } from "firebase-functions/v2";',
      'setGlobalOptions({ region: "us-central1" });',
      'export { createTagFn as createTag, nightlyFn as analyticsNightly } from "./content";',
      'export { sitemapFn as sitemap } from "./seo";',
    ].join("\n");
    expect(reExportedNames(source)).toEqual(["createTag", "analyticsNightly", "sitemap"]);
  });

  it("reads the real entry: the callables, triggers and scheduled jobs are all there", () => {
    expect(deployedFunctionNames()).toEqual(
      expect.arrayContaining(["rebuildAnalytics", "analyticsNightly", "contentNightlyRecount", "contentTagUsage", "publicPage"]),
    );
  });
});

describe("triggerKeysFrom", () => {
  it("reads the keys from the router's answer for an unknown function", () => {
    const listing =
      "Function us-central1-folio-list-triggers does not exist, valid functions are: us-central1-createTag, " +
      "us-central1-analyticsNightly-0";
    expect(triggerKeysFrom(listing)).toEqual(["us-central1-createTag", "us-central1-analyticsNightly-0"]);
    expect(triggerKeysFrom("Not Found")).toEqual([]);
  });
});

describe("allLoaded", () => {
  const names = ["createTag", "analyticsNightly"];

  it("holds once each function has a key, with or without a generation", () => {
    expect(allLoaded(["us-central1-createTag", "us-central1-analyticsNightly-0"], "us-central1", names)).toBe(true);
  });

  it("does not hold while one is missing, or only a longer name sharing its start is there", () => {
    expect(allLoaded(["us-central1-createTag"], "us-central1", names)).toBe(false);
    expect(allLoaded(["us-central1-createTag", "us-central1-analyticsNightlyExtra-0"], "us-central1", names)).toBe(false);
  });
});
