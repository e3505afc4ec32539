import type { Category, GalleryItem } from "@folio/domain";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import Lightbox, { useLightboxState } from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import "yet-another-react-lightbox/plugins/captions.css";
import Video from "yet-another-react-lightbox/plugins/video";
import Zoom from "yet-another-react-lightbox/plugins/zoom";
import "yet-another-react-lightbox/styles.css";
import { paths } from "@/config/paths";
import { useViewedEvents } from "../hooks/use-viewed-events";
import { toSlide } from "../lib/to-slide";
import { ViewerCaption, type ViewerCaptionProps } from "./viewer-caption";
import classes from "./item-viewer.module.css";

/** Ask for the next page when the visitor is this close to the last loaded item. */
const LOAD_AHEAD = 3;

export interface ItemViewerProps {
  /** The item on screen. */
  item: GalleryItem;
  /** The gallery behind the viewer, for previous / next; the item alone when it is not in it. */
  items: readonly GalleryItem[];
  /** Categories, to name the item's category in its caption. */
  categories: readonly Category[];
  /** Whether the gallery has more pages, and how to load the next. */
  hasMore: boolean;
  onLoadMore: () => void;
  /** Called with the id of the item the visitor moves to. */
  onNavigate: (id: string) => void;
  /** Called when the visitor closes the viewer (Esc, the close button, a click on the backdrop). */
  onClose: () => void;
  /** Actions for the item on screen (like, share, download, ask), shown in the toolbar. */
  actions?: (item: GalleryItem) => ReactNode;
}

/**
 * Moves focus to the tile of the item last shown (which may not be the one that opened the
 * viewer, and after a deep link nothing opened it). Runs after the lightbox's own focus
 * restore; where the tile is not loaded, that restore stands.
 */
function focusTile(id: string): void {
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>(`a[href="${paths.item.href(id)}"]`)?.focus();
  });
}

/**
 * A slide's caption: the lightbox also renders the slides beside the one on screen, whose
 * camera details are read only once they are shown (then kept while the slide is rendered).
 */
function SlideCaption({ index, ...caption }: ViewerCaptionProps & { index: number }) {
  const onScreen = useLightboxState().currentIndex === index;
  const [shown, setShown] = useState(onScreen);
  if (onScreen && !shown) setShown(true);
  return <ViewerCaption {...caption} readCamera={shown} />;
}

/**
 * The lightbox over the gallery: images (zoomable) and videos (inline, with poster),
 * ←/→/Esc and swipe, captions with description, category and tags. Focus stays inside
 * while it is open (the rest of the page is inert) and returns to the item's tile on close.
 */
export function ItemViewer({
  item,
  items,
  categories,
  hasMore,
  onLoadMore,
  onNavigate,
  onClose,
  actions,
}: ItemViewerProps) {
  const list = useMemo(
    () => (items.some((candidate) => candidate.id === item.id) ? items : [item]),
    [items, item],
  );
  const index = list.findIndex((candidate) => candidate.id === item.id);
  const slides = useMemo(() => {
    const names = new Map(categories.map((category) => [category.id, category.name]));
    return list.map((entry, slide) =>
      toSlide(
        entry,
        <SlideCaption index={slide} item={entry} categoryName={names.get(entry.category) ?? null} />,
      ),
    );
  }, [list, categories]);
  useViewedEvents(item);

  const current = useRef(item.id);
  current.current = item.id;
  useEffect(() => () => focusTile(current.current), []);

  const view = useCallback(
    ({ index: next }: { index: number }) => {
      const target = list[next];
      if (target && target.id !== current.current) onNavigate(target.id);
      if (hasMore && next >= list.length - LOAD_AHEAD) onLoadMore();
    },
    [list, hasMore, onNavigate, onLoadMore],
  );

  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Captions, Video, Zoom]}
      className={classes.root}
      labels={{ Lightbox: `Viewer: ${item.title}`, Carousel: "Works", Slide: "Work" }}
      carousel={{ finite: true, preload: 1 }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      captions={{ descriptionTextAlign: "start", descriptionMaxLines: 6, showToggle: true }}
      video={{ controls: true, playsInline: true, preload: "metadata" }}
      zoom={{ maxZoomPixelRatio: 2 }}
      toolbar={{
        buttons: [
          <div key="actions" className={classes.actions}>
            {actions?.(item)}
          </div>,
          "close",
        ],
      }}
      on={{ view }}
    />
  );
}
