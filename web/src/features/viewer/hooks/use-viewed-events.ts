import type { GalleryItem } from "@folio/domain";
import { useEffect, useEffectEvent } from "react";
import { recordEvent } from "@/data/analytics/tracker";

/**
 * Records image_view or video_view each time a different item comes on screen in the
 * viewer (opening it, or moving to it with ←/→ or a swipe); a reload of the same item's
 * data is not a new view.
 */
export function useViewedEvents(item: GalleryItem): void {
  const record = useEffectEvent(() => {
    const { id, title, type, category } = item;
    recordEvent(type === "video" ? "video_view" : "image_view", { id, title, type, category });
  });
  useEffect(() => record(), [item.id]);
}
