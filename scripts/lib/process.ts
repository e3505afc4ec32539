import { spawn, type SpawnOptions } from "node:child_process";
import path from "node:path";

export const BIN = path.resolve(import.meta.dirname, "..", "..", "node_modules", ".bin");

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** A binary from node_modules/.bin. */
export function bin(name: string): string {
  return path.join(BIN, name);
}
