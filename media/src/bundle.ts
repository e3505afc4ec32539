import path from "node:path";
import { build } from "esbuild";

/** Bundles the in-browser painters (browser/entry.ts) into one script for the page. */
export async function bundleBrowserCode(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, "browser", "entry.ts")],
    bundle: true,
    format: "iife",
    target: "chrome120",
    write: false,
    logLevel: "warning",
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error("esbuild produced no output for the media painters");
  return output.text;
}
