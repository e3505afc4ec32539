import type { Category } from "@folio/domain";

/** The protected default category stays first; the others follow in `ids` order. */
export function applyOrder(categories: readonly Category[], ids: readonly string[] | null): Category[] {
  if (!ids) return [...categories];
  const position = new Map(ids.map((id, index) => [id, index]));
  const fixed = categories.filter((category) => category.isDefault);
  const movable = categories
    .filter((category) => !category.isDefault)
    .sort(
      (a, b) =>
        (position.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (position.get(b.id) ?? Number.MAX_SAFE_INTEGER),
    );
  return [...fixed, ...movable];
}

/** The movable categories' ids after dragging one from `from` to `to` (indexes among the movable ones). */
export function reorderedIds(movable: readonly Category[], from: number, to: number): string[] {
  const ids = movable.map((category) => category.id);
  const [moved] = ids.splice(from, 1);
  if (moved !== undefined) ids.splice(to, 0, moved);
  return ids;
}
