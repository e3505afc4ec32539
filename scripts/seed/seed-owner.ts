import type { SeedLog } from "./types";

/** Creates the demo owner with the admin claim (implemented with the content work). */
export async function seedOwner(log: SeedLog): Promise<void> {
  log("owner: not implemented yet");
  throw new Error("seedOwner is not implemented yet");
}
