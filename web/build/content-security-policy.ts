import { createHash } from "node:crypto";

/**
 * The site's Content-Security-Policy lives in firebase.json (the `**` header rule), where
 * Hosting sends it with every response, rendered pages included. Inline scripts are allowed
 * by hash, never by 'unsafe-inline': these helpers find a page's inline scripts and the hashes
 * the policy lacks, for the web build (which refuses to finish with one missing) and the
 * offline deploy check.
 */

interface HostingHeaders {
  hosting?: { headers?: { source?: string; headers?: { key: string; value: string }[] }[] };
}

/** The Content-Security-Policy firebase.json sends on every path, or null when it sends none. */
export function sitePolicy(firebaseJson: HostingHeaders): string | null {
  const everywhere = firebaseJson.hosting?.headers?.find((rule) => rule.source === "**");
  return everywhere?.headers?.find((header) => header.key === "Content-Security-Policy")?.value ?? null;
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** The text of each inline script the browser would run (JSON data blocks are not scripts to CSP). */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)].flatMap(([, attributes = "", text = ""]) => {
    if (/\bsrc\s*=/i.test(attributes)) return [];
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? "";
    return EXECUTABLE_TYPES.has(type) ? [text] : [];
  });
}

/** The CSP source expression that allows a script of exactly this text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The sources of one directive of a policy. */
export function directiveSources(policy: string, directive: string): string[] {
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name === directive) return sources;
  }
  return [];
}

/** The hashes of the page's inline scripts that the policy's script-src does not list. */
export function missingScriptHashes(html: string, policy: string): string[] {
  const allowed = new Set(directiveSources(policy, "script-src"));
  return [...new Set(inlineScripts(html).map(scriptHash))].filter((hash) => !allowed.has(hash));
}
