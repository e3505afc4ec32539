import { useEffect } from "react";
import { recordEvent } from "@/data/analytics/tracker";
import type { GalleryFilter } from "../lib/gallery-filter";

/**
 * Records gallery_view each time a gallery page (all work, a category, a tag) becomes the
 * page on screen. Not while the viewer is open over it (that is an item view), and not for
 * a change of order (the same page, rearranged).
 */
export function useGalleryViewEvent(filter: GalleryFilter, onScreen: boolean): void {
  const { category, tag } = filter;
  useEffect(() => {
    if (onScreen) recordEvent("gallery_view");
  }, [onScreen, category, tag]);
}
