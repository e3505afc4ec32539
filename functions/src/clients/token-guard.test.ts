import { describe, expect, it } from "vitest";
import { hasClientDownloadToken, isFileGone } from "./token-guard";

describe("hasClientDownloadToken", () => {
  const token = { firebaseStorageDownloadTokens: "5f0c-token", role: "display" };

  it("finds a token on a client gallery's copies and originals", () => {
    expect(hasClientDownloadToken("clients/g/w/s/display-960.webp", token)).toBe(true);
    expect(hasClientDownloadToken("originals/clients/g/w/s/dsc-0001.jpg", token)).toBe(true);
  });

  it("leaves files without a token alone", () => {
    expect(hasClientDownloadToken("clients/g/w/s/display-960.webp", { role: "display" })).toBe(false);
    expect(hasClientDownloadToken("clients/g/w/s/display-960.webp", undefined)).toBe(false);
  });

  it("leaves the portfolio's files to their own visibility sync", () => {
    expect(hasClientDownloadToken("media/item/s/display-960.webp", token)).toBe(false);
    expect(hasClientDownloadToken("originals/gallery/item/s/a.jpg", token)).toBe(false);
  });
});

describe("isFileGone", () => {
  it("tells a deleted file (404) from a failure worth retrying", () => {
    expect(isFileGone(Object.assign(new Error("No such object"), { code: 404 }))).toBe(true);
    expect(isFileGone(Object.assign(new Error("Service unavailable"), { code: 503 }))).toBe(false);
    expect(isFileGone(null)).toBe(false);
  });
});
