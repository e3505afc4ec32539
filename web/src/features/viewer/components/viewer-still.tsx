import type { GalleryItem } from "@folio/domain";
import { IconX } from "@tabler/icons-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { toSlide } from "../lib/to-slide";
import { ViewerCaption } from "./viewer-caption";
import classes from "./viewer-still.module.css";

export interface ViewerStillProps {
  /** The work the page was rendered on. */
  item: GalleryItem;
  /** Display name of its category; null when it has none or it is unknown. */
  categoryName: string | null;
}

/**
 * What the image is drawn at: the viewport less the lightbox's 16 px padding on each side, and
 * no wider than the image's own proportions allow at the viewport's height.
 */
function stillSizes(item: GalleryItem): string {
  const ratio = item.width / item.height;
  return `(min-aspect-ratio: ${item.width}/${item.height}) calc((100vh - 32px) * ${ratio.toFixed(4)}), calc(100vw - 32px)`;
}

/**
 * The viewer's first frame as the server sends it on `/item/:id`: the work at full size with
 * its title and caption, and a link back to the gallery. Plain markup that paints before any
 * JavaScript runs, with the slide's own sources and geometry, so the lightbox that opens over
 * it after hydration shows the same file in the same place (the largest paint stays this one).
 */
export function ViewerStill({ item, categoryName }: ViewerStillProps) {
  const slide = toSlide(item, null);
  const image =
    slide.type === "video"
      ? { src: slide.poster ?? "" }
      : {
          src: slide.src,
          srcSet: slide.srcSet?.map((size) => `${size.src} ${size.width}w`).join(", "),
          sizes: stillSizes(item),
        };
  return (
    <figure className={classes.still}>
      {image.src && (
        <img
          {...image}
          className={classes.media}
          width={item.width}
          height={item.height}
          alt={item.alt || item.title}
          fetchPriority="high"
        />
      )}
      <figcaption className={classes.title}>{item.title}</figcaption>
      <div className={classes.caption}>
        <ViewerCaption item={item} categoryName={categoryName} />
      </div>
      <Link to={paths.home.href()} className={classes.close} aria-label="Close">
        <IconX size={24} aria-hidden />
      </Link>
    </figure>
  );
}
