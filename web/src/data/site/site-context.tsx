import { siteDisplay, type SiteDisplay, type SitePage } from "@folio/domain";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

interface SiteContextValue {
  page: SitePage | null;
  display: SiteDisplay;
  /** Reads the settings again and returns what it read (the studio calls it after a save). */
  refresh: () => Promise<SitePage | null>;
}

const SiteContext = createContext<SiteContextValue | null>(null);

/** Nothing saved or readable: the pages show the defaults, as they did before settings existed. */
const UNSET: SitePage = { settings: null, portrait: null, shareImage: null };

const load = async () => (await import("./read-site")).readSitePage();

/**
 * The site's settings for every page. A page the server rendered brings them (`site`); a page
 * the browser renders alone (the contact forms, the studio) reads them once, in a chunk of its
 * own. Until then, and if that read fails, the defaults show: a page never waits on them.
 */
export function SiteProvider({ site, children }: { site: SitePage | null; children: ReactNode }) {
  const [page, setPage] = useState<SitePage | null>(site);
  const refresh = useCallback(async () => {
    const loaded = await load();
    setPage(loaded);
    return loaded;
  }, []);
  useEffect(() => {
    if (site) return;
    let live = true;
    load().then(
      (loaded) => live && setPage(loaded),
      () => live && setPage(UNSET),
    );
    return () => {
      live = false;
    };
  }, [site]);
  const value = useMemo(
    () => ({ page, display: siteDisplay(page?.settings ?? null), refresh }),
    [page, refresh],
  );
  return <SiteContext value={value}>{children}</SiteContext>;
}

/** The site's settings as pages show them, the raw page data, and a way to read them again. */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  // Component tests render pages without the provider: they see the defaults.
  return value ?? { page: null, display: siteDisplay(null), refresh: () => Promise.resolve(null) };
}
