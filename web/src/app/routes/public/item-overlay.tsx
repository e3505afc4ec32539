import type { Category, GalleryItem } from "@folio/domain";
import { lazy, Suspense } from "react";
import { ItemActions } from "@/features/actions/components/item-actions";
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
  /** Works whose like counts the page had from an old copy: their like buttons read them afresh. */
  staleCounts: ReadonlySet<string>;
}

// Mantine's Modal (and its scroll lock) is a chunk of its own: only a link to a missing work needs it.
const ItemMissing = lazy(async () => ({
  default: (await import("@/features/viewer/components/item-missing")).ItemMissing,
}));

/**
 * What `/item/:id` puts over the gallery: the viewer with the item's actions, or a
 * message when the item does not exist. A lazy chunk: the gallery's first load does not
 * pay for the lightbox or the actions.
 */
export function ItemOverlay({ viewer, staleCounts, ...props }: ItemOverlayProps) {
  if (viewer.item)
    return (
      <ItemViewer
        item={viewer.item}
        {...props}
        actions={(item) => <ItemActions item={item} readLikes={staleCounts.has(item.id)} />}
      />
    );
  if (viewer.missing)
    return (
      <Suspense>
        <ItemMissing onClose={props.onClose} />
      </Suspense>
    );
  return null;
}
