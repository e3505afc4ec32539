import { cameraLines, type GalleryItem } from "@folio/domain";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { useCameraDetails } from "../hooks/use-camera-details";
import classes from "./viewer-caption.module.css";

export interface ViewerCaptionProps {
  item: GalleryItem;
  /** Display name of the item's category; null when it has none or it is unknown. */
  categoryName: string | null;
  /** Whether to read the work's camera details (false: a slide not shown yet). */
  readCamera?: boolean;
}

/**
 * Caption under a work: its description, how it was made (when the owner shows camera details),
 * its category and tags (each a link to that gallery).
 */
export function ViewerCaption({ item, categoryName, readCamera = true }: ViewerCaptionProps) {
  const details = useCameraDetails(item.id, readCamera);
  const camera = details ? cameraLines(details) : [];
  return (
    <div className={classes.caption}>
      {item.description && <p>{item.description}</p>}
      {camera.length > 0 && (
        <p className={classes.camera} aria-label="Camera details">
          {camera.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </p>
      )}
      {(categoryName || item.tags.length > 0) && (
        <div className={classes.meta}>
          {categoryName && (
            <span>
              In <Link to={paths.category.href(item.category)}>{categoryName}</Link>
            </span>
          )}
          {item.tags.length > 0 && (
            <ul className={classes.tags} aria-label="Tags">
              {item.tags.map((tag) => (
                <li key={tag}>
                  <Link to={paths.tag.href(tag)}>#{tag}</Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
