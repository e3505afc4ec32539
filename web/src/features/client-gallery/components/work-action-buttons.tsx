import { ActionIcon } from "@mantine/core";
import { IconDownload, IconHeart, IconHeartFilled } from "@tabler/icons-react";
import type { ClientWork } from "../lib/client-work";

export interface WorkActionButtonsProps {
  work: ClientWork;
  /** Whether the work is hearted. */
  hearted: boolean;
  /** Toggles the heart; absent when the gallery takes no hearts. */
  onToggleHeart?: (work: ClientWork) => void;
  /** Downloads the work; absent when the gallery allows no downloads. */
  onDownload?: (work: ClientWork) => void;
  /** Icon size: the grid's tiles are smaller than the viewer's toolbar. */
  iconSize: number;
  /** Class of each button (the tile and the viewer style them apart). */
  className?: string;
}

/** A work's heart and download buttons, the same on a tile and in the viewer. */
export function WorkActionButtons({
  work,
  hearted,
  onToggleHeart,
  onDownload,
  iconSize,
  className,
}: WorkActionButtonsProps) {
  return (
    <>
      {onToggleHeart && (
        <ActionIcon
          variant="transparent"
          className={className}
          aria-label={`Favourite ${work.fileName}`}
          aria-pressed={hearted}
          onClick={() => onToggleHeart(work)}
        >
          {hearted ? (
            <IconHeartFilled size={iconSize} aria-hidden />
          ) : (
            <IconHeart size={iconSize} aria-hidden />
          )}
        </ActionIcon>
      )}
      {onDownload && (
        <ActionIcon
          variant="transparent"
          className={className}
          aria-label={`Download ${work.fileName}`}
          onClick={() => onDownload(work)}
        >
          <IconDownload size={iconSize} aria-hidden />
        </ActionIcon>
      )}
    </>
  );
}
