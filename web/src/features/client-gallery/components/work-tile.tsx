import { Skeleton } from "@mantine/core";
import { useRef } from "react";
import { useBlobUrl } from "../hooks/use-blob-url";
import { useNearScreen } from "../hooks/use-near-screen";
import type { ClientWork } from "../lib/client-work";
import { pickDisplaySize } from "../lib/pick-size";
import { WorkActionButtons } from "./work-action-buttons";
import classes from "./work-grid.module.css";

export interface WorkTileProps {
  work: ClientWork;
  /** Opens the viewer on this work. */
  onOpen: (work: ClientWork) => void;
  /** Whether the work is hearted; undefined when the gallery takes no hearts. */
  hearted?: boolean;
  onToggleHeart?: (work: ClientWork) => void;
  /** Present when single works may be downloaded. */
  onDownload?: (work: ClientWork) => void;
}

/**
 * One work in the grid. Its picture is fetched only when the tile nears the screen, at the
 * smallest display copy that fills the tile's width on this screen; the tile's proportions
 * are the work's own, so nothing moves when it arrives.
 */
export function WorkTile({ work, onOpen, hearted, onToggleHeart, onDownload }: WorkTileProps) {
  const ref = useRef<HTMLLIElement>(null);
  const near = useNearScreen(ref);
  const width = near ? (ref.current?.clientWidth ?? 300) * (window.devicePixelRatio || 1) : 0;
  const size = near ? pickDisplaySize(work.sizes, width) : null;
  const { url } = useBlobUrl(size?.url ?? null);

  return (
    <li ref={ref} className={classes.tile} style={{ aspectRatio: `${work.width} / ${work.height}` }}>
      <button type="button" className={classes.open} onClick={() => onOpen(work)} data-work-id={work.id}>
        {url ? (
          <img
            className={classes.picture}
            src={url}
            alt={work.fileName}
            width={work.width}
            height={work.height}
          />
        ) : (
          <Skeleton
            className={classes.picture}
            radius={0}
            animate={near}
            aria-label={work.fileName}
            role="img"
          />
        )}
      </button>
      <div className={classes.actions}>
        <WorkActionButtons
          work={work}
          hearted={hearted ?? false}
          onToggleHeart={onToggleHeart}
          onDownload={onDownload}
          iconSize={22}
          className={classes.action}
        />
      </div>
    </li>
  );
}
