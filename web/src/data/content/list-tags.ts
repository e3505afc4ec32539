import { COLLECTIONS, safeParseTag, type Tag, type TagSort } from "@folio/domain";
import { collection, orderBy, query } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { useContentVersion } from "./content-version";
import { readAllPages } from "./read-all-pages";
import { useAsyncData, type AsyncData } from "../use-async-data";

const collator = new Intl.Collator(undefined, { sensitivity: "base", numeric: true });

const ORDER: Record<TagSort, Parameters<typeof orderBy>> = {
  name: ["name", "asc"],
  usage: ["usageCount", "desc"],
  newest: ["createdAt", "desc"],
};

/**
 * Every tag, sorted by name (default), by usageCount descending, or by createdAt
 * descending (spec section 7). Names sort as people read them ("apple" before "Beach"),
 * not by code point; equal counts fall back to name. A failed read yields [].
 */
export async function listTags(sort: TagSort = "name"): Promise<Tag[]> {
  try {
    const docs = await readAllPages(query(collection(liteDb(), COLLECTIONS.tags), orderBy(...ORDER[sort])));
    const tags = docs.flatMap((doc) => safeParseTag(doc.id, doc.data()) ?? []);
    if (sort === "name") return tags.sort((a, b) => collator.compare(a.name, b.name));
    if (sort === "usage")
      return tags.sort((a, b) => b.usageCount - a.usageCount || collator.compare(a.name, b.name));
    return tags;
  } catch {
    return [];
  }
}

/** The tags in the given order, loaded again after tag or gallery writes. */
export function useTags(sort: TagSort = "name"): AsyncData<Tag[]> {
  const tagsVersion = useContentVersion("tags");
  const galleryVersion = useContentVersion("gallery");
  return useAsyncData(`${sort}#${tagsVersion}#${galleryVersion}`, () => listTags(sort), []);
}
