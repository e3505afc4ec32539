import { TagExistsError, tagNameKey, uniqueTagNames, type Tag } from "@folio/domain";

/**
 * Creates tags for names typed on an item that no tag has yet, so they show on the Tags
 * page with their usage, with `createTag` (the screen's mutation, which refreshes the tag
 * lists). A name someone else created meanwhile is fine.
 */
export async function ensureTags(
  names: readonly string[],
  existing: readonly Tag[],
  createTag: (name: string) => Promise<Tag>,
): Promise<void> {
  const known = new Set(existing.map((tag) => tagNameKey(tag.name)));
  const missing = uniqueTagNames(names).filter((name) => !known.has(tagNameKey(name)));
  await Promise.all(
    missing.map((name) =>
      createTag(name).catch((error: unknown) => {
        if (!(error instanceof TagExistsError)) throw error;
      }),
    ),
  );
}
