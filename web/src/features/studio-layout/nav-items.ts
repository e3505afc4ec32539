import {
  IconCategory,
  IconChartAreaLine,
  IconInbox,
  IconPhoto,
  IconTags,
  IconUsers,
  IconWorld,
  type Icon,
} from "@tabler/icons-react";
import { paths } from "@/config/paths";

/** One entry of the studio's navigation. */
export interface NavItem {
  /** Stable key, also used to attach a badge. */
  key: "dashboard" | "gallery" | "categories" | "tags" | "clients" | "inbox" | "site";
  /** Visible label. */
  label: string;
  /** Where it leads. */
  href: string;
  /** Icon before the label. */
  icon: Icon;
  /** Active only on this exact path (the dashboard is the studio's root). */
  end?: boolean;
}

/** The studio's sections, in navigation order. */
export const NAV_ITEMS: readonly NavItem[] = [
  {
    key: "dashboard",
    label: "Dashboard",
    href: paths.studio.root.href(),
    icon: IconChartAreaLine,
    end: true,
  },
  { key: "gallery", label: "Gallery", href: paths.studio.gallery.href(), icon: IconPhoto },
  { key: "categories", label: "Categories", href: paths.studio.categories.href(), icon: IconCategory },
  { key: "tags", label: "Tags", href: paths.studio.tags.href(), icon: IconTags },
  { key: "clients", label: "Clients", href: paths.studio.clients.href(), icon: IconUsers },
  { key: "inbox", label: "Inbox", href: paths.studio.inbox.href(), icon: IconInbox },
  { key: "site", label: "Site", href: paths.studio.site.href(), icon: IconWorld },
];

/** Past this, a navigation badge reads "99+": three characters at most, so it fits the row at any width. */
export const BADGE_MAX = 99;

/** A navigation badge's text: the count, or "99+" past BADGE_MAX (its accessible name keeps the exact count). */
export function badgeText(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}
