import { describe, expect, it } from "vitest";
import { authErrorMessage } from "./auth-error-message";

describe("authErrorMessage", () => {
  it.each([
    ["auth/wrong-password", "That password is not right. Check it and try again."],
    ["auth/user-not-found", "There is no studio account with that email address."],
    ["auth/invalid-credential", "The email address or password is not right. Check both and try again."],
    [
      "auth/too-many-requests",
      "Too many attempts in a row. Sign-in is paused for a few minutes to protect the account; try again shortly.",
    ],
    [
      "auth/network-request-failed",
      "Could not reach the sign-in service. Check your internet connection and try again.",
    ],
    ["auth/email-already-in-use", "An account with that email address already exists. Sign in instead."],
  ])("explains %s in a sentence", (code, sentence) => {
    expect(authErrorMessage({ code, message: `Firebase: Error (${code}).` })).toBe(sentence);
  });

  it("never shows the provider's raw text for unknown or malformed errors", () => {
    const fallback = "Sign-in did not work. Please try again in a moment.";
    expect(authErrorMessage({ code: "auth/internal-error", message: "Firebase: boom" })).toBe(fallback);
    expect(authErrorMessage(new Error("Firebase: boom"))).toBe(fallback);
    expect(authErrorMessage({ code: 42 })).toBe(fallback);
    expect(authErrorMessage(null)).toBe(fallback);
  });
});
