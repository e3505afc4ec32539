import { describe, expect, it } from "vitest";
import { siteOrigin } from "./config";

describe("siteOrigin", () => {
  it("is SITE_ORIGIN when set (path dropped), else the project's default Hosting domain", () => {
    expect(siteOrigin({ SITE_ORIGIN: "https://folio.example/some/path", GCLOUD_PROJECT: "p" })).toBe(
      "https://folio.example",
    );
    expect(siteOrigin({ GCLOUD_PROJECT: "demo-folio" })).toBe("https://demo-folio.web.app");
    expect(siteOrigin({ SITE_ORIGIN: " ", GCLOUD_PROJECT: "demo-folio" })).toBe("https://demo-folio.web.app");
  });
});
