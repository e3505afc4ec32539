import type { CameraDetails } from "@folio/domain";
import { useAsyncData } from "@/data/use-async-data";
import { useSite } from "@/data/site/site-context";
import { useEmbeddedPage } from "@/features/gallery/hooks/embedded-page-context";

const none = () => Promise.resolve(null);

/**
 * A work's camera details for the viewer, only when the owner shows them: the page the server
 * rendered brings those of its own work; any other work's are read when it is opened (a small
 * document of its own, so a site that hides them gives none away). `read` false: not yet (a
 * slide the lightbox renders beside the one on screen reads nothing until it is shown).
 */
export function useCameraDetails(itemId: string, read = true): CameraDetails | null {
  const { display } = useSite();
  const embedded = useEmbeddedPage();
  const fromPage = embedded?.itemId === itemId ? embedded.camera : undefined;
  const wanted = read && display.showCameraDetails && fromPage === undefined;
  const loaded = useAsyncData<CameraDetails | null>(
    wanted ? itemId : "",
    wanted ? async () => (await import("@/data/content/get-camera-details")).getCameraDetails(itemId) : none,
    null,
  );
  if (!display.showCameraDetails) return null;
  return fromPage !== undefined ? fromPage : loaded.data;
}
