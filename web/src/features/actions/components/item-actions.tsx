import type { GalleryItem } from "@folio/domain";
import { IconCalendarEvent, IconMessage } from "@tabler/icons-react";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { DownloadButton } from "./download-button";
import { LikeButton } from "./like-button";
import { ShareButton } from "./share-button";
import classes from "./item-actions.module.css";

/** Query parameter of the contact page that names the item an inquiry is about. */
export const INQUIRY_ITEM_PARAM = "item";

/**
 * What a visitor can do with the item on screen: like, share, download, ask about it, book a
 * shoot from it (the booking request then names the work, so the dashboard counts it for it).
 * `readLikes`: the work's like count came from an old copy of the page; read it afresh.
 */
export function ItemActions({ item, readLikes = false }: { item: GalleryItem; readLikes?: boolean }) {
  return (
    <div className={classes.actions}>
      <LikeButton item={item} readLikes={readLikes} />
      <ShareButton item={item} />
      <DownloadButton item={item} />
      <Button
        variant="ghost"
        size="sm"
        className={classes.action}
        leftIcon={<IconMessage size={18} />}
        to={`${paths.contact.href()}?${INQUIRY_ITEM_PARAM}=${encodeURIComponent(item.id)}`}
      >
        <span className={classes.label}>Ask about this</span>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className={classes.action}
        leftIcon={<IconCalendarEvent size={18} />}
        to={`${paths.booking.href()}?${INQUIRY_ITEM_PARAM}=${encodeURIComponent(item.id)}`}
      >
        <span className={classes.label}>Book a shoot</span>
      </Button>
    </div>
  );
}
