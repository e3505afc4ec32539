import { CLIENT_LIMITS, type ClientSet } from "@folio/domain";

/**
 * Edits of a gallery's sets, as pure functions of the list (its order is the sets' order).
 * A set's id never changes once made: works point at it.
 */

/** A new set id: lower-case letters and digits (the rules' pattern), unused in the list. */
export function newSetId(sets: readonly ClientSet[], random: () => number = Math.random): string {
  const taken = new Set(sets.map((set) => set.id));
  for (;;) {
    const id = `s${Math.floor(random() * 36 ** 6).toString(36)}`;
    if (!taken.has(id)) return id;
  }
}

/** The list with a new set at its end; unchanged when the limit is reached or the name is blank. */
export function addSet(sets: readonly ClientSet[], name: string, id: string = newSetId(sets)): ClientSet[] {
  const trimmed = name.trim();
  if (!trimmed || sets.length >= CLIENT_LIMITS.setsMax) return [...sets];
  return [...sets, { id, name: trimmed }];
}

export function renameSet(sets: readonly ClientSet[], id: string, name: string): ClientSet[] {
  const trimmed = name.trim();
  return sets.map((set) => (set.id === id && trimmed ? { ...set, name: trimmed } : set));
}

/** The list with one set moved one place up (-1) or down (+1); unchanged at either end. */
export function moveSet(sets: readonly ClientSet[], id: string, step: -1 | 1): ClientSet[] {
  const from = sets.findIndex((set) => set.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= sets.length) return [...sets];
  const next = [...sets];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** What deleting a set does: the new list, and the works to move first (into `into`). */
export type RemoveSetPlan =
  { ok: true; sets: ClientSet[]; moveWorkIds: string[]; into: string | null } | { ok: false; reason: string };

/**
 * Deleting a set: an empty one goes at once; one with works only when they move into another
 * set. The last set stays (a gallery has at least one).
 */
export function planRemoveSet(
  sets: readonly ClientSet[],
  id: string,
  works: readonly { id: string; setId: string }[],
  into: string | null,
): RemoveSetPlan {
  if (sets.length <= 1) return { ok: false, reason: "A gallery keeps at least one set." };
  if (!sets.some((set) => set.id === id)) return { ok: false, reason: "This set is gone already." };
  const moveWorkIds = works.filter((work) => work.setId === id).map((work) => work.id);
  if (moveWorkIds.length > 0 && (!into || into === id || !sets.some((set) => set.id === into)))
    return { ok: false, reason: "Choose the set its works move to." };
  return {
    ok: true,
    sets: sets.filter((set) => set.id !== id),
    moveWorkIds,
    into: moveWorkIds.length > 0 ? into : null,
  };
}
