import { useEffect } from "react";
import { useLocation } from "react-router";
import { startTracking, trackPageView } from "./api";

/**
 * Records a page_view each time the route's path changes (query and hash changes are not
 * new pages), and starts the session clock. Use once, in the public layout.
 */
export function usePageViewTracking(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    startTracking();
  }, []);
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
