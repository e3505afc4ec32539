import { describe, expect, it } from "vitest";
import { tokensFingerprint } from "../media/storage-files";
import { isFileGone, tokensToRevoke } from "./token-guard";

describe("tokensToRevoke", () => {
  const token = { firebaseStorageDownloadTokens: "5f0c-token", role: "display" };

  it("finds a token on a client gallery's copies and originals", () => {
    expect(tokensToRevoke("clients/g/w/s/display-960.webp", token)).toBe("5f0c-token");
    expect(tokensToRevoke("originals/clients/g/w/s/dsc-0001.jpg", token)).toBe("5f0c-token");
  });

  it("leaves files without a token alone", () => {
    expect(tokensToRevoke("clients/g/w/s/display-960.webp", { role: "display" })).toBeNull();
    expect(tokensToRevoke("clients/g/w/s/display-960.webp", undefined)).toBeNull();
  });

  it("leaves the portfolio's files to their own visibility sync", () => {
    expect(tokensToRevoke("media/item/s/display-960.webp", token)).toBeNull();
    expect(tokensToRevoke("originals/gallery/item/s/a.jpg", token)).toBeNull();
  });

  it("ends at tokens it already took away, whatever the event still reports; a new token is taken away", () => {
    const revoked = { ...token, revokedTokens: tokensFingerprint("5f0c-token") };
    expect(tokensToRevoke("clients/g/w/s/display-960.webp", revoked)).toBeNull();
    const minted = { ...revoked, firebaseStorageDownloadTokens: "5f0c-token,9a1b-new" };
    expect(tokensToRevoke("clients/g/w/s/display-960.webp", minted)).toBe("5f0c-token,9a1b-new");
    expect(tokensFingerprint("5f0c-token")).not.toContain("5f0c");
  });
});

describe("isFileGone", () => {
  it("tells a deleted file (404) from a failure worth retrying", () => {
    expect(isFileGone(Object.assign(new Error("No such object"), { code: 404 }))).toBe(true);
    expect(isFileGone(Object.assign(new Error("Service unavailable"), { code: 503 }))).toBe(false);
    expect(isFileGone(null)).toBe(false);
  });
});
