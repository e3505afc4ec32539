import { useSyncExternalStore } from "react";

/** localStorage key of the items this browser has liked, with the count each had at the time. */
export const LIKED_KEY = "folio-liked";

type Liked = Record<string, number>;

const listeners = new Set<() => void>();
let cache: { raw: string | null; value: Liked } = { raw: null, value: {} };

function read(): Liked {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(LIKED_KEY);
  } catch {
    // Storage disabled (private mode): likes then last for the page's lifetime only.
    return cache.value;
  }
  if (raw === cache.raw) return cache.value;
  let value: Liked = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
      value = Object.fromEntries(
        Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === "number"),
      );
  } catch {
    value = {};
  }
  cache = { raw, value };
  return value;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LIKED_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function write(next: Liked): void {
  const raw = JSON.stringify(next);
  cache = { raw, value: next };
  try {
    localStorage.setItem(LIKED_KEY, raw);
  } catch {
    // Kept in memory only; see read().
  }
  for (const listener of listeners) listener();
}

/**
 * Remembers that this visitor liked an item, with the count it showed then. Returns false
 * when the item was already liked here (a visitor likes once).
 */
export function markLiked(id: string, likesBefore: number): boolean {
  const liked = read();
  if (id in liked) return false;
  write({ ...liked, [id]: likesBefore });
  return true;
}

/** Forgets a like of this visitor (an unlike, or a like that could not be sent). */
export function forgetLiked(id: string): void {
  const liked = read();
  if (!(id in liked)) return;
  write(Object.fromEntries(Object.entries(liked).filter(([key]) => key !== id)));
}

/**
 * The count to show: the server's, or one more than the count when the visitor liked it
 * while the server's trigger has not caught up yet (optimistic, never counted twice).
 */
export function displayedLikes(serverLikes: number, likedAt: number | undefined): number {
  return likedAt === undefined ? serverLikes : Math.max(serverLikes, likedAt + 1);
}

/** Whether this visitor liked the item, and the count it had then. */
export function useLiked(id: string): { liked: boolean; likedAt: number | undefined } {
  const likedAt = useSyncExternalStore(subscribe, () => read()[id], () => undefined);
  return { liked: likedAt !== undefined, likedAt };
}
