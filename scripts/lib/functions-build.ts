import { spawn } from "node:child_process";
import path from "node:path";

/** Bundles functions/src into functions/lib (the deployable artifact). */
export function buildFunctions(): Promise<void> {
  const root = path.resolve(import.meta.dirname, "..", "..", "functions");
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["build.mjs"], { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`functions build failed (exit ${code})`))));
  });
}
