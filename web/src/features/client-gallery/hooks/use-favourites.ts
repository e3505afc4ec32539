import { useCallback, useRef, useState } from "react";
import { useFavouritesDoc } from "../api/get-favourites";
import { saveFavourites } from "../api/save-favourites";
import { toggleFavourite } from "../lib/favourites-list";

/** The message when a heart could not be saved (the heart is put back as it was). */
export const FAVOURITE_NOT_SAVED = "Your heart could not be saved. Check your connection and try again.";

export interface Favourites {
  /** Whether the gallery takes hearts at all. */
  enabled: boolean;
  max: number | null;
  workIds: readonly string[];
  /** Whether the device's saved list has been read (hearts wait for it). */
  ready: boolean;
  isHearted: (workId: string) => boolean;
  toggle: (workId: string) => void;
  /** Why the last heart was refused or not saved; null when all is well. */
  message: string | null;
  dismissMessage: () => void;
}

/**
 * This device's hearts: read once, then kept here and written whole on each change. A change
 * shows at once and is put back, with a message, when the write fails. Writes go one after
 * another so the last list the client made is the one stored.
 */
export function useFavourites(
  galleryId: string,
  settings: { enabled: boolean; max: number | null },
): Favourites {
  const saved = useFavouritesDoc(galleryId, settings.enabled);
  const [local, setLocal] = useState<readonly string[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const workIds = local ?? saved.data ?? [];
  const latest = useRef(workIds);
  latest.current = workIds;

  const toggle = useCallback(
    (workId: string) => {
      const before = latest.current;
      const result = toggleFavourite(before, workId, settings.max);
      if (!result.ok) {
        setMessage(result.message);
        return;
      }
      latest.current = result.workIds;
      setLocal(result.workIds);
      setMessage(null);
      chain.current = chain.current
        .then(() => saveFavourites(galleryId, result.workIds))
        .catch(() => {
          // Put back only this change: later changes the client made since stay.
          if (latest.current === result.workIds) {
            latest.current = before;
            setLocal(before);
          }
          setMessage(FAVOURITE_NOT_SAVED);
        });
    },
    [galleryId, settings.max],
  );

  return {
    enabled: settings.enabled,
    max: settings.max,
    workIds,
    ready: !settings.enabled || saved.isSuccess || saved.isError,
    isHearted: (workId) => workIds.includes(workId),
    toggle,
    message,
    dismissMessage: () => setMessage(null),
  };
}
