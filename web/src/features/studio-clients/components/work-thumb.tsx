import { AspectRatio } from "@mantine/core";
import { useInViewport } from "@mantine/hooks";
import { useEffect, useState } from "react";
import type { ClientWork } from "@/data/clients/client-docs";
import { readPrivateMedia } from "@/lib/media/read-private-media";
import { thumbnailUrl } from "../thumbnail";
import classes from "./work-card.module.css";

/**
 * A work's picture, read through the Storage SDK signed in as the owner (a client gallery's
 * files have no download token and answer only through the rules), once it scrolls into view.
 */
export function WorkThumb({ work }: { work: ClientWork }) {
  const { ref, inViewport } = useInViewport();
  const [src, setSrc] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  const url = work.media ? thumbnailUrl(work.media) : null;
  const [seen, setSeen] = useState(false);
  if (inViewport && !seen) setSeen(true);

  useEffect(() => {
    if (!url || !seen) return;
    let live = true;
    let objectUrl: string | null = null;
    readPrivateMedia(url)
      .then((result) => {
        objectUrl = result;
        if (!live) return;
        if (result) setSrc(result);
        else setBroken(true);
      })
      .catch(() => live && setBroken(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, seen]);

  return (
    <AspectRatio ratio={1} className={classes.frame} ref={ref}>
      {!work.media ? (
        <div className={classes.placeholder} role="status">
          Processing…
        </div>
      ) : broken ? (
        <div className={classes.placeholder}>Not available</div>
      ) : src ? (
        <img src={src} alt={work.fileName} decoding="async" />
      ) : (
        <div className={classes.placeholder} aria-hidden="true" />
      )}
    </AspectRatio>
  );
}
