import { Loader } from "@mantine/core";
import { useMemo, useState } from "react";
import Lightbox, { type Slide } from "yet-another-react-lightbox";
import "yet-another-react-lightbox/styles.css";
import { useBlobUrl } from "../hooks/use-blob-url";
import type { ClientWork } from "../lib/client-work";
import { pickDisplaySize } from "../lib/pick-size";
import { WorkActionButtons } from "./work-action-buttons";
import classes from "./client-viewer.module.css";

export interface ClientViewerProps {
  /** The works the viewer steps through (the grid's, in its order). */
  works: readonly ClientWork[];
  /** The work it opens on. */
  startIndex: number;
  onClose: () => void;
  /** Asks for the next page when the client nears the last loaded work. */
  onNearEnd?: () => void;
  /** Whether a work is hearted; absent when the gallery takes no hearts. */
  isHearted?: (workId: string) => boolean;
  onToggleHeart?: (work: ClientWork) => void;
  /** Present when single works may be downloaded. */
  onDownload?: (work: ClientWork) => void;
}

/** Ask for the next page when the client is this close to the last loaded work. */
const LOAD_AHEAD = 3;

/** A work on screen: the smallest display copy that fills the screen, through an object URL. */
function ViewerPicture({ work }: { work: ClientWork }) {
  const needed = Math.max(window.innerWidth, window.innerHeight * (work.width / work.height));
  const size = pickDisplaySize(work.sizes, needed * (window.devicePixelRatio || 1));
  const { url } = useBlobUrl(size?.url ?? null);
  if (!url) return <Loader color="gray" aria-label={`Loading ${work.fileName}`} />;
  return (
    <img className={classes.picture} src={url} alt={work.fileName} width={work.width} height={work.height} />
  );
}

/**
 * The client's viewer: yet-another-react-lightbox (as the public viewer), ←/→/Esc and swipe,
 * focus kept inside and returned to the tile on close, the work's name, heart and download in
 * its toolbar. Pictures come as object URLs: the lightbox renders only the slides beside the
 * one on screen, so only those are fetched, and each is revoked when its slide goes.
 */
export function ClientViewer({
  works,
  startIndex,
  onClose,
  onNearEnd,
  isHearted,
  onToggleHeart,
  onDownload,
}: ClientViewerProps) {
  const [index, setIndex] = useState(startIndex);
  const slides = useMemo<Slide[]>(
    () => works.map((work) => ({ src: work.id, width: work.width, height: work.height })),
    [works],
  );
  const work = works[index] ?? works[0];
  if (!work) return null;

  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      className={classes.root}
      labels={{ Lightbox: `Viewer: ${work.fileName}`, Carousel: "Works", Slide: "Work" }}
      carousel={{ finite: true, preload: 1 }}
      controller={{ closeOnBackdropClick: true, closeOnPullDown: true }}
      render={{
        slide: ({ slide }) => {
          const shown = "src" in slide ? works.find((candidate) => candidate.id === slide.src) : undefined;
          return shown ? <ViewerPicture work={shown} /> : null;
        },
      }}
      toolbar={{
        buttons: [
          <div key="actions" className={classes.actions}>
            <span className={classes.name}>{work.fileName}</span>
            <WorkActionButtons
              work={work}
              hearted={isHearted?.(work.id) ?? false}
              onToggleHeart={onToggleHeart}
              onDownload={onDownload}
              iconSize={24}
              className={classes.action}
            />
          </div>,
          "close",
        ],
      }}
      on={{
        view: ({ index: next }) => {
          setIndex(next);
          if (onNearEnd && next >= works.length - LOAD_AHEAD) onNearEnd();
        },
      }}
    />
  );
}
