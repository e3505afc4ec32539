// Bundles the functions and the shared @folio/domain package into lib/index.js, so the
// deployed source needs only the dependencies in functions/package.json (npm workspaces
// and their symlinks do not exist in Cloud Build).
import { build, context } from "esbuild";

const options = {
  entryPoints: ["src/index.ts"],
  bundle: true,
  platform: "node",
  target: "node22",
  format: "cjs",
  outfile: "lib/index.js",
  sourcemap: true,
  // Installed by Cloud Build from functions/package.json; everything else is inlined. sharp
  // loads its native libvips binary (an npm package per platform) at run time, so it cannot be.
  external: ["firebase-functions", "firebase-functions/*", "firebase-admin", "firebase-admin/*", "sharp"],
  logLevel: "info",
};

if (process.argv.includes("--watch")) {
  const ctx = await context(options);
  await ctx.watch();
} else {
  await build(options);
}
