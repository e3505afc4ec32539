import { CLIENT_LINK_KEY_PATTERN } from "@folio/domain";

const storageKey = (galleryId: string) => `folio:client-link-key:${galleryId}`;

/** Keys taken this session, for a browser that refuses storage (a private window). */
const taken = new Map<string, string>();

/** What the page reads and changes: the browser's own, or a test's. */
export interface LinkKeyPlace {
  location: Pick<Location, "hash" | "pathname" | "search">;
  history: Pick<History, "replaceState" | "state">;
  storage: Pick<Storage, "getItem" | "setItem"> | null;
}

function browserPlace(): LinkKeyPlace {
  let storage: Storage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Storage refused: the key is kept for this visit only.
  }
  return { location: window.location, history: window.history, storage };
}

/**
 * The gallery's link key on this device (domain CLIENT_LINK_KEY_SOURCE). Opening the link from
 * the photographer's email brings it in the address's fragment (`#k=`), which browsers never
 * send to a server: it is then kept on the device for this gallery and taken out of the
 * address bar, so an address the client copies to share, or a screenshot, does not carry it.
 * Later visits use the kept one. Null when the device never had one.
 */
export function takeLinkKey(galleryId: string, place: LinkKeyPlace = browserPlace()): string | null {
  const fromLink = new URLSearchParams(place.location.hash.replace(/^#/, "")).get("k");
  if (fromLink !== null && CLIENT_LINK_KEY_PATTERN.test(fromLink)) {
    taken.set(galleryId, fromLink);
    try {
      place.storage?.setItem(storageKey(galleryId), fromLink);
    } catch {
      // A full or refused storage: kept for this visit only.
    }
    place.history.replaceState(place.history.state, "", `${place.location.pathname}${place.location.search}`);
    return fromLink;
  }
  let kept: string | null = null;
  try {
    kept = place.storage?.getItem(storageKey(galleryId)) ?? null;
  } catch {
    kept = null;
  }
  if (kept !== null && CLIENT_LINK_KEY_PATTERN.test(kept)) return kept;
  return taken.get(galleryId) ?? null;
}
