import { z } from "../zod";
import type { Tag } from "./types";
import { firestoreDate } from "./timestamp";

/** A tag document as stored. */
export const tagDocSchema = z.object({
  name: z.string(),
  createdAt: firestoreDate,
  updatedAt: firestoreDate,
  usageCount: z.number().int().nonnegative(),
  isPopular: z.boolean(),
});

/** Converts a Firestore tag document; null for a malformed one. */
export function safeParseTag(id: string, data: unknown): Tag | null {
  const result = tagDocSchema.safeParse(data);
  return result.success ? { id, ...result.data } : null;
}

/** How a tag list can be sorted (spec section 7). */
export type TagSort = "name" | "usage" | "newest";
