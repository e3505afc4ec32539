import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { GalleryView } from "@/features/gallery/components/gallery-view";
import { useEmbeddedPage } from "@/features/gallery/hooks/embedded-page-context";
import { useGalleryPage } from "@/features/gallery/hooks/use-gallery-page";
import { useGalleryViewEvent } from "@/features/gallery/hooks/use-gallery-view-event";
import { staleCountIds } from "@/features/gallery/lib/embedded-page";
import { backgroundFilter, galleryReferrer, openedFrom } from "@/features/gallery/lib/gallery-filter";
import { itemMeta } from "@/features/seo/item-meta";
import { PageMetaTags } from "@/features/seo/use-page-meta";
import { ViewerFallback } from "@/features/viewer/components/viewer-fallback";
import { ViewerStill } from "@/features/viewer/components/viewer-still";
import { useViewerItem } from "@/features/viewer/hooks/use-viewer-item";
import { paths } from "@/config/paths";

// The lightbox and the actions are a chunk of their own: the gallery's first load does not pay for them.
const loadOverlay = () => import("./item-overlay");
const ItemOverlay = lazy(() => loadOverlay().then((module) => ({ default: module.ItemOverlay })));
// An item page opens the viewer right after hydration: fetch its chunk meanwhile, not after.
if (typeof window !== "undefined" && window.location.pathname.startsWith("/item/")) void loadOverlay();

/**
 * True once the page is hydrated. The switch is a transition, so React renders the lightbox
 * it reveals in slices that yield to the browser (a phone's main thread is not blocked for
 * the whole mount), while the server's still of the work stays on screen.
 */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

/**
 * `/`, `/c/:category`, `/t/:tag` and `/item/:id`. One component serves all four, so the
 * gallery (and its loaded pages) stays in place while the viewer opens over it.
 */
export function GalleryRoute() {
  const { id = null } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const page = useGalleryPage(backgroundFilter(location.pathname, location.search, location.state));
  const embedded = useEmbeddedPage();
  const viewer = useViewerItem(id, page.gallery.items, embedded?.itemId === id ? embedded.item : undefined);
  // Works whose like counts came from an old kept copy of the page: the viewer reads theirs afresh.
  const [staleCounts] = useState(() => staleCountIds(embedded, Date.now()));
  // The lightbox opens once the page is hydrated (it lives in a lazy chunk and measures the
  // window). Until then, and under it until the visitor moves on, the work the server rendered
  // the page on shows as a still: its image is the page's largest paint, before any script.
  const hydrated = useHydrated();
  const [stillId, setStillId] = useState(embedded?.item?.id ?? null);
  if (stillId !== null && stillId !== id) setStillId(null);
  const still = stillId !== null && viewer.item && (
    <ViewerStill
      item={viewer.item}
      categoryName={page.categories.find((category) => category.id === viewer.item?.category)?.name ?? null}
    />
  );
  useGalleryViewEvent(page.filter, id === null);

  const cameFromGallery = openedFrom(location.state) !== null;
  const close = useCallback(() => {
    // Back to the gallery entry in history when there is one: opened from the grid, or from a
    // gallery page whose tile was clicked before it hydrated (the referrer says which, and Back
    // returns to that page as it was). Any other deep link goes to all work.
    const referrer = galleryReferrer(document.referrer, window.location.origin);
    if (cameFromGallery || (referrer !== null && window.history.length > 1)) void navigate(-1);
    else void navigate(paths.home.href(), { replace: true });
  }, [cameFromGallery, navigate]);
  const show = useCallback(
    (next: string) => void navigate(paths.item.href(next), { replace: true, state: location.state }),
    [navigate, location.state],
  );

  return (
    <>
      <PageMetaTags {...(id ? itemMeta(viewer.item) : page.heading)} />
      <GalleryView page={page} behindViewer={stillId !== null} />
      {still}
      {id !== null && hydrated && (
        <Suspense fallback={still ? null : <ViewerFallback />}>
          {viewer.loading ? (
            <ViewerFallback />
          ) : (
            <ItemOverlay
              viewer={viewer}
              items={page.gallery.items}
              categories={page.categories}
              hasMore={page.gallery.hasMore}
              onLoadMore={page.gallery.loadMore}
              onNavigate={show}
              onClose={close}
              staleCounts={staleCounts}
            />
          )}
        </Suspense>
      )}
    </>
  );
}
