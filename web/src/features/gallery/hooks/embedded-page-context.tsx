import { createContext, useContext, type ReactNode } from "react";
import type { EmbeddedPage } from "../lib/embedded-page";

const EmbeddedPageContext = createContext<EmbeddedPage | null>(null);

/** Makes the server's page data available to the gallery hooks (null on a client-only start). */
export function EmbeddedPageProvider({ page, children }: { page: EmbeddedPage | null; children: ReactNode }) {
  return <EmbeddedPageContext value={page}>{children}</EmbeddedPageContext>;
}

/** The page data the server rendered with, or null. */
export function useEmbeddedPage(): EmbeddedPage | null {
  return useContext(EmbeddedPageContext);
}
