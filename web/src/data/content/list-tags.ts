import { COLLECTIONS, safeParseTag, type Tag, type TagSort } from "@folio/domain";
import { collection, orderBy, query } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { readAllPages } from "./read-all-pages";

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

const ORDER: Record<TagSort, Parameters<typeof orderBy>> = {
  name: ["name", "asc"],
  usage: ["usageCount", "desc"],
  newest: ["createdAt", "desc"],
};

/**
 * Every tag, sorted by name (default), by usageCount descending, or by createdAt
 * descending (spec section 7). Names sort as people read them ("apple" before "Beach"),
 * not by code point; equal counts fall back to name. Rejects when the read fails.
 */
export async function fetchTags(sort: TagSort = "name"): Promise<Tag[]> {
  const docs = await readAllPages(query(collection(liteDb(), COLLECTIONS.tags), orderBy(...ORDER[sort])));
  const tags = docs.flatMap((doc) => safeParseTag(doc.id, doc.data()) ?? []);
  if (sort === "name") return tags.sort((a, b) => collator.compare(a.name, b.name));
  if (sort === "usage")
    return tags.sort((a, b) => b.usageCount - a.usageCount || collator.compare(a.name, b.name));
  return tags;
}

/** The tags as the spec reads them: a failed read yields [] (spec section 8). */
export async function listTags(sort: TagSort = "name"): Promise<Tag[]> {
  return fetchTags(sort).catch(() => []);
}
