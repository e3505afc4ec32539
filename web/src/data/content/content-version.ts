import { useSyncExternalStore } from "react";

/** The content lists a write can make stale. */
export type ContentResource = "gallery" | "categories" | "tags";

const versions: Record<ContentResource, number> = { gallery: 0, categories: 0, tags: 0 };
const listeners = new Set<() => void>();

/**
 * Marks lists of these resources stale: every mounted hook reading them loads again.
 * Each write operation calls it after it succeeds, so screens never show a list the
 * owner has just changed.
 */
export function invalidateContent(...resources: readonly ContentResource[]): void {
  for (const resource of resources) versions[resource] += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A number that changes whenever `resource` is invalidated; hooks put it in their load key. */
export function useContentVersion(resource: ContentResource): number {
  return useSyncExternalStore(
    subscribe,
    () => versions[resource],
    () => versions[resource],
  );
}
