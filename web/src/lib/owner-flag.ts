const KEY = "folio-owner";

/**
 * Marks this browser as the owner's while the owner is signed in to the studio, so the
 * public pages can skip tracking without loading the auth SDK on the visitor path.
 */
export function setOwnerFlag(isOwner: boolean): void {
  try {
    if (isOwner) localStorage.setItem(KEY, "1");
    else localStorage.removeItem(KEY);
  } catch {
    // Storage can be disabled (private mode); tracking then treats the browser as a visitor.
  }
}

/** Whether the owner is signed in in this browser. */
export function hasOwnerFlag(): boolean {
  try {
    return localStorage.getItem(KEY) === "1";
  } catch {
    return false;
  }
}
