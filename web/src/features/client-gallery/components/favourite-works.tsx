import { Title } from "@mantine/core";
import { useState } from "react";
import { useFavouriteWorks } from "../api/get-favourite-works";
import { ClientViewer } from "./client-viewer";
import { WorkGrid } from "./work-grid";
import type { WorkActions } from "./work-actions";

export interface FavouriteWorksProps {
  galleryId: string;
  workIds: readonly string[];
  actions: WorkActions;
}

/**
 * Only the hearted works, across sets, in the order they were picked. A work un-hearted here
 * stays on screen until the filter is left, so the grid does not jump under the client's thumb.
 */
export function FavouriteWorks({ galleryId, workIds, actions }: FavouriteWorksProps) {
  const [shownIds] = useState(workIds);
  const { data = [], isFetching } = useFavouriteWorks(galleryId, shownIds, true);
  const [open, setOpen] = useState<number | null>(null);

  return (
    <section aria-labelledby="favourites-heading">
      <Title order={2} id="favourites-heading" size="h3" mb="sm" mt="md">
        Your favourites
      </Title>
      <WorkGrid
        label="Your favourites"
        works={shownIds.length === 0 ? [] : data}
        isHearted={actions.isHearted}
        hasMore={false}
        loadingMore={isFetching}
        onLoadMore={() => undefined}
        empty="No favourites yet. Tap the heart on a work to pick it."
        onOpen={(work) => setOpen(data.indexOf(work))}
        onToggleHeart={actions.onToggleHeart}
        onDownload={actions.onDownload}
      />
      {open !== null && (
        <ClientViewer
          works={data}
          startIndex={open}
          onClose={() => setOpen(null)}
          isHearted={actions.isHearted}
          onToggleHeart={actions.onToggleHeart}
          onDownload={actions.onDownload}
        />
      )}
    </section>
  );
}
