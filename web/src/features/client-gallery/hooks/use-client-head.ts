import { useEffect } from "react";

/**
 * Keeps a client gallery out of search engines (the server sends X-Robots-Tag too; the meta
 * covers a page saved or served otherwise) and gives the tab a neutral title: the gallery's
 * name only once the device was let in. Both are put back when the page goes.
 */
export function useClientHead(title: string): void {
  useEffect(() => {
    const meta = document.createElement("meta");
    meta.name = "robots";
    meta.content = "noindex, nofollow";
    document.head.append(meta);
    return () => meta.remove();
  }, []);
  useEffect(() => {
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
