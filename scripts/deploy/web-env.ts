import path from "node:path";
import { readEnvFile } from "../lib/env-file";

/** The web app's required keys (web/src/config/env.ts, REQUIRED_FIREBASE_KEYS). */
const REQUIRED = [
  "VITE_FIREBASE_API_KEY",
  "VITE_FIREBASE_AUTH_DOMAIN",
  "VITE_FIREBASE_PROJECT_ID",
  "VITE_FIREBASE_STORAGE_BUCKET",
  "VITE_FIREBASE_MESSAGING_SENDER_ID",
  "VITE_FIREBASE_APP_ID",
];

/** The VITE_* variables a production build is made with: `.env.local` at the repository root. */
export function readWebEnv(root: string): Record<string, string> {
  return readEnvFile(path.join(root, ".env.local"));
}

/**
 * Why these variables would build a site that cannot work on `project`: keys missing, emulator
 * mode (the site would talk to 127.0.0.1), or another project's values.
 */
export function webEnvProblems(env: Record<string, string>, project: string): string[] {
  const problems: string[] = [];
  const missing = REQUIRED.filter((key) => !env[key]?.trim());
  if (missing.length > 0)
    problems.push(
      `.env.local lacks ${missing.join(", ")}: copy them from the Firebase console, Project settings → Your apps`,
    );
  if (env.VITE_USE_EMULATORS === "true")
    problems.push(
      ".env.local has VITE_USE_EMULATORS=true: the deployed site would talk to the local emulators; set it to false",
    );
  const configured = env.VITE_FIREBASE_PROJECT_ID?.trim();
  if (configured && configured !== project)
    problems.push(`.env.local is for the project ${configured}, and the deploy is to ${project}`);
  return problems;
}
