import { AspectRatio } from "@mantine/core";
import { IconPhotoOff } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { readPrivateMedia } from "@/lib/media/read-private-media";
import type { Thumbnail } from "../thumbnail";
import classes from "./media-thumb.module.css";

export interface MediaThumbProps {
  /** What to show. */
  thumbnail: Thumbnail;
  /** Text alternative; empty for a decorative thumbnail beside a visible title. */
  alt: string;
  /** Width over height of the frame. */
  ratio?: number;
  /**
   * The file answers the owner alone (an uploaded draft's): read it signed in at once, rather
   * than after Storage has refused the plain request.
   */
  ownerOnly?: boolean;
}

/** How a thumbnail is loading: by its address, through the owner's signed-in read, or not at all. */
type Phase = { kind: "plain" } | { kind: "private"; src: string | null } | { kind: "broken" };

function ThumbMedia({ thumbnail, alt, ownerOnly = false }: Omit<MediaThumbProps, "ratio">) {
  const [phase, setPhase] = useState<Phase>(
    ownerOnly && thumbnail.kind === "image" ? { kind: "private", src: null } : { kind: "plain" },
  );
  const readingPrivately = phase.kind === "private";

  useEffect(() => {
    if (!readingPrivately) return;
    let objectUrl: string | null = null;
    let live = true;
    readPrivateMedia(thumbnail.src)
      .then((url) => {
        objectUrl = url;
        if (live) setPhase(url ? { kind: "private", src: url } : { kind: "broken" });
      })
      .catch(() => live && setPhase({ kind: "broken" }));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [readingPrivately, thumbnail.src]);

  // A picture Storage refuses to an anonymous request (a draft's, an upload not saved yet) is
  // read again signed in as the owner; anything else that fails shows as missing.
  const fail = () =>
    setPhase(
      phase.kind === "plain" && thumbnail.kind === "image"
        ? { kind: "private", src: null }
        : { kind: "broken" },
    );

  if (phase.kind === "broken")
    return (
      <div className={classes.broken} role="img" aria-label="Media not found">
        <IconPhotoOff size={28} stroke={1.4} />
      </div>
    );
  if (thumbnail.kind === "video")
    return <video src={thumbnail.src} preload="metadata" muted playsInline aria-label={alt} onError={fail} />;
  const src = phase.kind === "private" ? phase.src : thumbnail.src;
  return src ? <img src={src} alt={alt} loading="lazy" decoding="async" onError={fail} /> : null;
}

/** A cropped preview of an item's media that fails gracefully when the file is gone. */
export function MediaThumb({ thumbnail, alt, ratio = 4 / 3, ownerOnly }: MediaThumbProps) {
  return (
    <AspectRatio ratio={ratio} className={classes.frame}>
      <ThumbMedia key={thumbnail.src} thumbnail={thumbnail} alt={alt} ownerOnly={ownerOnly} />
    </AspectRatio>
  );
}
