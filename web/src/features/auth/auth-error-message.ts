/** Sentences for the sign-in failures the provider reports (spec section 8), keyed by error code. */
const MESSAGES: Readonly<Record<string, string>> = {
  "auth/wrong-password": "That password is not right. Check it and try again.",
  "auth/user-not-found": "There is no studio account with that email address.",
  "auth/invalid-credential": "The email address or password is not right. Check both and try again.",
  "auth/invalid-login-credentials": "The email address or password is not right. Check both and try again.",
  "auth/invalid-email": "That does not look like an email address.",
  "auth/user-disabled":
    "This account has been switched off. Ask the site's administrator to switch it back on.",
  "auth/too-many-requests":
    "Too many attempts in a row. Sign-in is paused for a few minutes to protect the account; try again shortly.",
  "auth/network-request-failed":
    "Could not reach the sign-in service. Check your internet connection and try again.",
  "auth/email-already-in-use": "An account with that email address already exists. Sign in instead.",
};

const FALLBACK = "Sign-in did not work. Please try again in a moment.";

/** Reads the `code` of a provider error without trusting its shape. */
function errorCode(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "string" ? error.code : undefined;
}

/** Turns a sign-in failure into one clear sentence for the owner. */
export function authErrorMessage(error: unknown): string {
  const code = errorCode(error);
  return (code && MESSAGES[code]) || FALLBACK;
}
