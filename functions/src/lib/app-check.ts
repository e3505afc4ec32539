import { defineBoolean } from "firebase-functions/params";

/**
 * Whether the callables refuse requests without a valid App Check token. A deploy-time
 * parameter, read once: set `APPCHECK_ENFORCE=true` in functions/.env.<project> once the web
 * app sends tokens (VITE_APPCHECK_SITE_KEY). Off by default, so local emulators need nothing.
 */
export const enforceAppCheck = defineBoolean("APPCHECK_ENFORCE", {
  default: false,
  description: "Refuse callable requests without a valid App Check token",
});
