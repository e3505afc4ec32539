import { existsSync, readFileSync } from "node:fs";

/** Parses a dotenv file's KEY=value lines (no expansion; quotes stripped). */
export function parseEnvFile(text: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Z0-9_]+)\s*=(.*)$/.exec(line);
    if (!match?.[1]) continue;
    result[match[1]] = (match[2] ?? "").trim().replace(/^(['"])(.*)\1$/, "$2");
  }
  return result;
}

/** Reads a dotenv file, or returns no variables when it does not exist. */
export function readEnvFile(path: string): Record<string, string> {
  return existsSync(path) ? parseEnvFile(readFileSync(path, "utf8")) : {};
}
