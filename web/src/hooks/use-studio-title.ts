import { useDocumentTitle } from "@mantine/hooks";
import { useSite } from "@/data/site/site-context";

/** A studio page's document title: `Page · <site name> Studio` ("Folio" until the site is named). */
export function useStudioTitle(page: string): void {
  useDocumentTitle(`${page} · ${useSite().display.name} Studio`);
}
