import { Button, Center, Loader, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useNearScreen } from "../hooks/use-near-screen";
import type { ClientWork } from "../lib/client-work";
import { WorkTile, type WorkTileProps } from "./work-tile";
import classes from "./work-grid.module.css";

export interface WorkGridProps extends Omit<WorkTileProps, "work" | "hearted"> {
  /** The grid's name for assistive technology (the set's). */
  label: string;
  works: readonly ClientWork[];
  isHearted?: (workId: string) => boolean;
  /** Whether more pages may follow, whether one is loading, and how to ask for it. */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Said when there is nothing to show. */
  empty: string;
}

/**
 * Works in a grid that loads its next page as its end nears the screen, with a real "Load
 * more" button beside it for keyboards and screen readers.
 */
export function WorkGrid({
  label,
  works,
  isHearted,
  hasMore,
  loadingMore,
  onLoadMore,
  empty,
  ...tile
}: WorkGridProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const nearEnd = useNearScreen(sentinel, "800px", false);
  useEffect(() => {
    if (nearEnd && hasMore && !loadingMore) onLoadMore();
  }, [nearEnd, hasMore, loadingMore, onLoadMore, works.length]);

  return (
    <>
      {works.length === 0 && !hasMore && !loadingMore ? (
        <Text c="dimmed" py="md">
          {empty}
        </Text>
      ) : (
        <ul className={classes.grid} aria-label={label}>
          {works.map((work) => (
            <WorkTile key={work.id} work={work} hearted={isHearted?.(work.id)} {...tile} />
          ))}
        </ul>
      )}
      <div ref={sentinel} className={classes.sentinel} />
      {loadingMore && (
        <Center py="md">
          <Loader size="sm" aria-label="Loading more works" />
        </Center>
      )}
      {hasMore && !loadingMore && (
        <Center py="md">
          <Button mih={44} variant="default" size="md" onClick={onLoadMore}>
            Load more
          </Button>
        </Center>
      )}
    </>
  );
}
