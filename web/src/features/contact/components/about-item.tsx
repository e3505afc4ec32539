import type { GalleryItem } from "@folio/domain";
import { Text } from "@mantine/core";
import { Button } from "@/components/ui/button";
import classes from "./contact-layout.module.css";

function thumbnailOf(item: GalleryItem): string {
  return item.media.sizes[0]?.url ?? item.media.posterUrl ?? item.media.url;
}

export interface AboutItemProps {
  /** The work the message is about. */
  item: GalleryItem;
  /** What the form does with it ("Asking about"). */
  caption: string;
  /** The label of the button that detaches the work from the message. */
  removeLabel: string;
  /** Detaches the work (the form then sends a message about no work). */
  onRemove: () => void;
}

/** The work a message is about, beside the form, with a way to write about something else. */
export function AboutItem({ item, caption, removeLabel, onRemove }: AboutItemProps) {
  return (
    <div className={classes.about}>
      <img className={classes.thumb} src={thumbnailOf(item)} alt="" width={64} height={64} />
      <div>
        <Text size="xs" c="dimmed">
          {caption}
        </Text>
        <Text fw={500}>{item.title}</Text>
        <Button variant="ghost" size="sm" className={classes.change} onClick={onRemove}>
          {removeLabel}
        </Button>
      </div>
    </div>
  );
}
