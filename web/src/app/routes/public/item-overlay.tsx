// Mantine's full sheet comes with this lazy route (main.tsx loads only what the gallery uses).
import "@mantine/core/styles.layer.css";
import type { Category, GalleryItem } from "@folio/domain";
import { ItemActions } from "@/features/actions/components/item-actions";
import { ItemMissing } from "@/features/viewer/components/item-missing";
import { ItemViewer } from "@/features/viewer/components/item-viewer";
import type { ViewerItem } from "@/features/viewer/hooks/use-viewer-item";

export interface ItemOverlayProps {
  viewer: ViewerItem;
  items: readonly GalleryItem[];
  categories: readonly Category[];
  hasMore: boolean;
  onLoadMore: () => void;
  onNavigate: (id: string) => void;
  onClose: () => void;
}

/**
 * What `/item/:id` puts over the gallery: the viewer with the item's actions, or a
 * message when the item does not exist. A lazy chunk: the gallery's first load does not
 * pay for the lightbox or the actions.
 */
export function ItemOverlay({ viewer, ...props }: ItemOverlayProps) {
  if (viewer.item)
    return <ItemViewer item={viewer.item} {...props} actions={(item) => <ItemActions item={item} />} />;
  if (viewer.missing) return <ItemMissing onClose={props.onClose} />;
  return null;
}
