import type { TagSort } from "@folio/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchTags } from "./list-tags";

// The studio's query of the tags, apart from list-tags.ts because the public gallery imports
// that file: keeping TanStack Query out of it keeps the library out of the visitor's first load.

/** Key of every tag list; tag writes and writes that change item tags invalidate it. */
export const TAGS_KEY = ["tags"] as const;

/** The studio's query of the tags in one order. */
export function tagsQueryOptions(sort: TagSort = "name") {
  return queryOptions({ queryKey: [...TAGS_KEY, sort], queryFn: () => fetchTags(sort) });
}

/** The tags for a studio screen, with loading and error apart; a new order keeps the old list meanwhile. */
export function useTagsQuery(sort: TagSort = "name") {
  return useQuery({ ...tagsQueryOptions(sort), placeholderData: keepPreviousData });
}
