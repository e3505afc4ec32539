import { AspectRatio } from "@mantine/core";
import { IconPhotoOff } from "@tabler/icons-react";
import { useState } from "react";
import type { Thumbnail } from "../thumbnail";
import classes from "./media-thumb.module.css";

export interface MediaThumbProps {
  /** What to show. */
  thumbnail: Thumbnail;
  /** Text alternative; empty for a decorative thumbnail beside a visible title. */
  alt: string;
  /** Width over height of the frame. */
  ratio?: number;
}

/** A cropped preview of an item's media that fails gracefully when the file is gone. */
export function MediaThumb({ thumbnail, alt, ratio = 4 / 3 }: MediaThumbProps) {
  const [broken, setBroken] = useState(false);
  return (
    <AspectRatio ratio={ratio} className={classes.frame}>
      {broken ? (
        <div className={classes.broken} role="img" aria-label="Media not found">
          <IconPhotoOff size={28} stroke={1.4} />
        </div>
      ) : thumbnail.kind === "image" ? (
        <img src={thumbnail.src} alt={alt} loading="lazy" decoding="async" onError={() => setBroken(true)} />
      ) : (
        <video
          src={thumbnail.src}
          preload="metadata"
          muted
          playsInline
          aria-label={alt}
          onError={() => setBroken(true)}
        />
      )}
    </AspectRatio>
  );
}
