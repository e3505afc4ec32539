import type { WorkPlacement } from "./api/update-client-works";

/** What ordering a set's works needs to know of a work. */
interface Placed {
  id: string;
  setId: string;
  order: number;
  fileName: string;
}

/** The works of one set in their order. */
export function worksOfSet<T extends Placed>(works: readonly T[], setId: string): T[] {
  return works.filter((work) => work.setId === setId).sort((a, b) => a.order - b.order);
}

/** The order after every work of the gallery: new works go to the end. */
export function nextOrder(works: readonly Pick<Placed, "order">[]): number {
  return works.reduce((max, work) => Math.max(max, work.order + 1), 0);
}

/** Swaps a work with its neighbour in its set (-1: earlier); nothing at either end. */
export function moveWork(works: readonly Placed[], id: string, step: -1 | 1): WorkPlacement[] {
  const work = works.find((entry) => entry.id === id);
  if (!work) return [];
  const set = worksOfSet(works, work.setId);
  const index = set.findIndex((entry) => entry.id === id);
  const other = set[index + step];
  if (!other) return [];
  // Equal orders (two uploads at once) would not swap: the later one goes just past.
  const otherOrder = other.order === work.order ? work.order + step : other.order;
  return [
    { id: work.id, setId: work.setId, order: otherOrder },
    { id: other.id, setId: other.setId, order: work.order },
  ];
}

/** The set's works numbered by file name (IMG_2 before IMG_10); only the works that change. */
export function orderByFileName(works: readonly Placed[], setId: string): WorkPlacement[] {
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });
  return worksOfSet(works, setId)
    .sort((a, b) => collator.compare(a.fileName, b.fileName))
    .flatMap((work, index) => (work.order === index ? [] : [{ id: work.id, setId, order: index }]));
}

/** A work moved to the end of another set. */
export function moveToSet(works: readonly Placed[], id: string, setId: string): WorkPlacement[] {
  return [{ id, setId, order: nextOrder(works) }];
}
