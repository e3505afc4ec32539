import { paths } from "@/config/paths";

/** How a visitor shared: the system share sheet or a copied link. */
export type ShareMedium = "web-share" | "copy-link";

/**
 * The link to an item that a visitor shares. It carries `utm_source=share` so visits it
 * brings show up as their own traffic source in the dashboard.
 */
export function shareLink(origin: string, itemId: string, medium: ShareMedium): string {
  const url = new URL(paths.item.href(itemId), origin);
  url.searchParams.set("utm_source", "share");
  url.searchParams.set("utm_medium", medium);
  return url.toString();
}
