/** What toggling a heart does to a device's list: the new list, or why it was refused. */
export type FavouriteToggle =
  | { ok: true; workIds: readonly string[]; hearted: boolean }
  | { ok: false; message: string };

/** The message when a "pick N" gallery already has N hearts. */
export function favouritesFullMessage(max: number): string {
  return `You have picked ${max} of ${max}. Remove a heart to pick another.`;
}

/**
 * Adds or removes one work. A new heart goes to the end (the order the client picked in);
 * beyond the gallery's maximum it is refused, and removing always works (a list the owner's
 * lowered maximum left over-full can shrink back).
 */
export function toggleFavourite(
  workIds: readonly string[],
  workId: string,
  max: number | null,
): FavouriteToggle {
  if (workIds.includes(workId)) {
    return { ok: true, workIds: workIds.filter((id) => id !== workId), hearted: false };
  }
  if (max !== null && workIds.length >= max) return { ok: false, message: favouritesFullMessage(max) };
  return { ok: true, workIds: [...workIds, workId], hearted: true };
}

/** "12 of 40 picked", or "12 picked" without a maximum. */
export function pickedLabel(count: number, max: number | null): string {
  return max === null ? `${count} picked` : `${count} of ${max} picked`;
}

/** Splits ids into chunks of at most `size` (a Firestore `in` filter takes 30 values). */
export function chunks<T>(values: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < values.length; start += size) out.push(values.slice(start, start + size));
  return out;
}
