import { Avatar, ThemeIcon } from "@mantine/core";
import type { GalleryItem } from "@folio/domain";
import { IconMovie, IconPhotoOff } from "@tabler/icons-react";
import { smallThumbnail } from "../thumbnail-url";

/** A dashboard row's small square picture of a work; an icon when there is none (a deleted work, a video without poster). */
export function ContentThumbnail({ item, size }: { item: GalleryItem | null; size: number }) {
  const thumb = item ? smallThumbnail(item) : null;
  if (thumb) return <Avatar src={thumb} radius="sm" size={size} alt="" />;
  return (
    <ThemeIcon size={size} radius="sm" variant="light" color="gray">
      {item?.type === "video" ? (
        <IconMovie size={Math.round(size * 0.45)} />
      ) : (
        <IconPhotoOff size={Math.round(size * 0.45)} />
      )}
    </ThemeIcon>
  );
}
