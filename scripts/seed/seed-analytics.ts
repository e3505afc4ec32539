import type { Firestore } from "firebase-admin/firestore";
import type { SeedLog, SeededContent } from "./types";

/** Seeds 30+ days of visits and rebuilds the counters (implemented with the analytics work). */
export async function seedAnalytics(_db: Firestore, _content: SeededContent, _log: SeedLog): Promise<void> {
  throw new Error("seedAnalytics is not implemented yet");
}
