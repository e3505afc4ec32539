import { Alert, Group, Loader, Text, VisuallyHidden } from "@mantine/core";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";

/** Start loading the next page this far before the visitor reaches the end. */
const PREFETCH_MARGIN = "1200px 0px";

export interface LoadMoreProps {
  /** Items on screen. */
  count: number;
  hasMore: boolean;
  loading: boolean;
  /** The last page failed to load. */
  failed: boolean;
  onLoadMore: () => void;
}

/**
 * Loads the next page as the visitor nears the end (infinite scroll), with a visible
 * button for keyboards and browsers without IntersectionObserver, and a retry after a failure.
 */
export function LoadMore({ count, hasMore, loading, failed, onLoadMore }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const auto = hasMore && !loading && !failed;

  useEffect(() => {
    const node = sentinel.current;
    if (!auto || !node || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: PREFETCH_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto, onLoadMore]);

  return (
    <>
      <div ref={sentinel} aria-hidden />
      <VisuallyHidden role="status">{count > 0 ? `${count} works shown` : ""}</VisuallyHidden>
      {failed && count > 0 && (
        <Alert color="red" variant="light" my="lg" title="More work could not be loaded">
          <Group justify="space-between">
            <Text size="sm">The connection may have dropped.</Text>
            <Button size="sm" variant="outline" onClick={onLoadMore}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {hasMore && !failed && (
        <Group justify="center" py="xl">
          {loading ? (
            <Loader size="sm" aria-label="Loading more work" />
          ) : (
            <Button variant="outline" onClick={onLoadMore}>
              Show more
            </Button>
          )}
        </Group>
      )}
      {!hasMore && count > 0 && (
        <Text ta="center" c="dimmed" size="sm" py="xl">
          That is everything here.
        </Text>
      )}
    </>
  );
}
