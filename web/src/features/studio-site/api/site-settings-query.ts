import { queryOptions, useQuery } from "@tanstack/react-query";
import { readSitePage } from "@/data/site/read-site";

/** Key of the studio's read of the settings; a save invalidates it. */
export const SITE_SETTINGS_KEY = ["site-settings"] as const;

/** The settings as stored (null: never saved), with the pictures they name. */
export function useSiteSettingsQuery() {
  return useQuery(queryOptions({ queryKey: SITE_SETTINGS_KEY, queryFn: readSitePage }));
}
