import type { Firestore } from "firebase-admin/firestore";
import type { SeedLog, SeededContent } from "./types";

/** Seeds categories, tags and gallery items (implemented with the content work). */
export async function seedContent(_db: Firestore, _log: SeedLog): Promise<SeededContent> {
  throw new Error("seedContent is not implemented yet");
}
