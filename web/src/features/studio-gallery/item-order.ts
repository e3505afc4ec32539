/** An item as ordering sees it. */
export interface Orderable {
  id: string;
  order: number;
}

/** Moves one entry of a list from `from` to `to` (drag and drop), returning a new list. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/**
 * The `order` writes after the owner arranged a subset of the gallery (say, one category).
 * `manual` is the whole gallery in its current manual order; the subset keeps the positions
 * it held, filled in the new sequence, so items outside it do not move relative to each
 * other. Everything is then numbered 1, 2, 3… and only changed orders are returned.
 */
export function arrangeOrders(manual: readonly Orderable[], arrangedIds: readonly string[]): Orderable[] {
  const arranged = new Set(arrangedIds);
  const byId = new Map(manual.map((item) => [item.id, item]));
  const queue = arrangedIds.filter((id) => byId.has(id));
  let next = 0;
  const sequence = manual.map((item) => (arranged.has(item.id) ? byId.get(queue[next++]!)! : item));
  return sequence.flatMap((item, index) =>
    item.order === index + 1 ? [] : [{ id: item.id, order: index + 1 }],
  );
}

/** The order of a new item: after every existing one. */
export function nextItemOrder(items: readonly { order: number }[]): number {
  return Math.max(0, ...items.map((item) => item.order)) + 1;
}
