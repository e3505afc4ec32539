/**
 * Calls `listener` with the URL of each link the visitor follows in `page`: a click, a
 * keyboard activation, a ctrl/shift/cmd-click (new tab or window) or a middle-click. It
 * listens on the document in the capture phase, so it sees every link wherever it was
 * rendered (server-rendered markup, markdown, portals), before a handler can stop the event.
 */
export function onLinkClick(page: Document, listener: (href: string) => void): () => void {
  const handle = (event: MouseEvent) => {
    // auxclick is any button but the primary one: only the middle button opens the link.
    if (event.type === "auxclick" && event.button !== 1) return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (link instanceof HTMLAnchorElement) listener(link.href);
  };
  page.addEventListener("click", handle, true);
  page.addEventListener("auxclick", handle, true);
  return () => {
    page.removeEventListener("click", handle, true);
    page.removeEventListener("auxclick", handle, true);
  };
}
