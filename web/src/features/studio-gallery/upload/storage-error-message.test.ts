import { describe, expect, it } from "vitest";
import { MediaReadError } from "./read-media";
import { isCancellation, uploadErrorMessage } from "./storage-error-message";

describe("uploadErrorMessage", () => {
  it("explains the storage failures an owner can meet", () => {
    expect(uploadErrorMessage({ code: "storage/quota-exceeded" })).toBe(
      "The storage quota of this Firebase project is used up. Free some space or upgrade the plan, then retry.",
    );
    expect(uploadErrorMessage({ code: "storage/unauthorized" })).toMatch(/^Storage refused the file/);
    expect(uploadErrorMessage({ code: "storage/unauthenticated" })).toBe(
      "Your sign-in has expired. Sign in again, then retry.",
    );
  });

  it("passes on what was wrong with unreadable media, and has a calm default", () => {
    expect(uploadErrorMessage(new MediaReadError("This image could not be read."))).toBe(
      "This image could not be read.",
    );
    expect(uploadErrorMessage(new Error("socket hang up"))).toBe(
      "The upload failed. Check your connection and retry.",
    );
  });

  it("recognises the owner's own cancel", () => {
    expect(isCancellation({ code: "storage/canceled" })).toBe(true);
    expect(isCancellation(new DOMException("stop", "AbortError"))).toBe(true);
    expect(isCancellation({ code: "storage/unknown" })).toBe(false);
  });
});
