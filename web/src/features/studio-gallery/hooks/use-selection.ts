import type { GalleryItem } from "@folio/domain";
import { useCallback, useState } from "react";

/** Items the owner has ticked for a bulk action; ids of items that disappear drop out by themselves. */
export function useSelection(items: readonly GalleryItem[]) {
  const [ids, setIds] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (id: string, on: boolean) =>
      setIds((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );
  return {
    ids,
    selected: items.filter((item) => ids.has(item.id)),
    toggle,
    replace: useCallback((next: Iterable<string>) => setIds(new Set(next)), []),
    clear: useCallback(() => setIds(new Set()), []),
  };
}
