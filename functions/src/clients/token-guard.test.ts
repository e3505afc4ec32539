import { describe, expect, it } from "vitest";
import { isFileGone, needsTokenRevoked } from "./token-guard";

describe("needsTokenRevoked", () => {
  const token = { firebaseStorageDownloadTokens: "5f0c-token", role: "display" };

  it("finds a token on a client gallery's copies and originals", () => {
    expect(needsTokenRevoked("clients/g/w/s/display-960.webp", token, 1)).toBe(true);
    expect(needsTokenRevoked("originals/clients/g/w/s/dsc-0001.jpg", token, 1)).toBe(true);
  });

  it("leaves files without a token alone", () => {
    expect(needsTokenRevoked("clients/g/w/s/display-960.webp", { role: "display" }, 1)).toBe(false);
    expect(needsTokenRevoked("clients/g/w/s/display-960.webp", undefined, 1)).toBe(false);
  });

  it("leaves the portfolio's files to their own visibility sync", () => {
    expect(needsTokenRevoked("media/item/s/display-960.webp", token, 1)).toBe(false);
    expect(needsTokenRevoked("originals/gallery/item/s/a.jpg", token, 1)).toBe(false);
  });

  it("ends at a revocation's own write, whatever token the event still reports", () => {
    const revoked = { ...token, tokensRevokedAt: "3" };
    expect(needsTokenRevoked("clients/g/w/s/display-960.webp", revoked, 3)).toBe(false);
    // A token minted after that revocation (a later metageneration) is taken away again.
    expect(needsTokenRevoked("clients/g/w/s/display-960.webp", revoked, 4)).toBe(true);
  });
});

describe("isFileGone", () => {
  it("tells a deleted file (404) from a failure worth retrying", () => {
    expect(isFileGone(Object.assign(new Error("No such object"), { code: 404 }))).toBe(true);
    expect(isFileGone(Object.assign(new Error("Service unavailable"), { code: 503 }))).toBe(false);
    expect(isFileGone(null)).toBe(false);
  });
});
