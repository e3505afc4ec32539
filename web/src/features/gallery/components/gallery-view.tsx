import { Box, Text, Title } from "@mantine/core";
import { Suspense } from "react";
import { useNavigate } from "react-router";
import type { GalleryPageData } from "../hooks/use-gallery-page";
import { filterHref } from "../lib/gallery-filter";
import { CategoryNav } from "./category-nav";
import { GalleryGrid } from "./gallery-grid";
import { GalleryEmpty, GalleryError } from "./gallery-status";
import { GallerySkeleton } from "./gallery-skeleton";
import { LoadMore } from "./load-more";
import { SortControl } from "./sort-control";
import { TagChips } from "./tag-chips";
import classes from "./gallery-view.module.css";

interface GalleryViewProps {
  page: GalleryPageData;
  /**
   * The page opened on a work, shown over the gallery: the grid is left out until the visitor
   * moves on. Hidden, it would only cost bytes, hydration and image downloads meanwhile.
   */
  behindViewer?: boolean;
}

function Body({ page }: { page: GalleryPageData }) {
  const { gallery, filter, heading } = page;
  if (heading.missing) return <GalleryEmpty filtered />;
  if (gallery.items.length === 0) {
    if (gallery.loading) return <GallerySkeleton />;
    if (gallery.failed) return <GalleryError onRetry={gallery.reload} retrying={gallery.loading} />;
    return <GalleryEmpty filtered={filter.category !== null || filter.tag !== null} />;
  }
  return (
    <>
      {/* A boundary of its own: hydration does the page around it first, then the album in
          short tasks of its own, rather than in one long task that blocks input. */}
      <Suspense>
        <GalleryGrid items={gallery.items} />
      </Suspense>
      <LoadMore
        count={gallery.items.length}
        hasMore={gallery.hasMore}
        loading={gallery.loading}
        failed={gallery.failed}
        onLoadMore={gallery.loadMore}
      />
    </>
  );
}

/** A gallery page: heading, category and tag filters, order, and the justified grid with its states. */
export function GalleryView({ page, behindViewer }: GalleryViewProps) {
  const navigate = useNavigate();
  const { filter, heading } = page;
  return (
    <>
      <header className={classes.intro}>
        <Title order={1} className={classes.title}>
          {heading.title || " "}
        </Title>
        {heading.description && (
          <Text className={classes.lede} mt="xs">
            {heading.description}
          </Text>
        )}
      </header>
      <div className={classes.bar}>
        <CategoryNav categories={page.categories} filter={filter} />
        <SortControl
          value={filter.sort}
          onChange={(sort) => navigate(filterHref({ ...filter, sort }), { replace: true })}
        />
      </div>
      <Box className={classes.tags}>
        <TagChips tags={page.tags} filter={filter} />
      </Box>
      {!behindViewer && <Body page={page} />}
    </>
  );
}
