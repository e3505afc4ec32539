import { Button, Group, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import type { ClientSet } from "@folio/domain";
import { useClientWorks } from "../api/get-client-works";
import type { ClientWork } from "../lib/client-work";
import { ClientViewer } from "./client-viewer";
import { WorkGrid } from "./work-grid";
import type { WorkActions } from "./work-actions";

export interface SetWorksProps {
  galleryId: string;
  set: ClientSet;
  actions: WorkActions;
  /** Present when the whole set may be downloaded as a ZIP. */
  onDownloadSet?: (set: ClientSet) => void;
}

/** One set: its heading, its "Download this set", and its works a page at a time. */
export function SetWorks({ galleryId, set, actions, onDownloadSet }: SetWorksProps) {
  const { works, hasNextPage, isFetching, fetchNextPage, isError, refetch } = useClientWorks(
    galleryId,
    set.id,
  );
  const [open, setOpen] = useState<number | null>(null);
  const loadMore = () => void fetchNextPage();

  return (
    <section aria-labelledby={`set-${set.id}`}>
      <Group justify="space-between" mb="sm" mt="md">
        <Title order={2} id={`set-${set.id}`} size="h3">
          {set.name}
        </Title>
        {onDownloadSet && (
          <Button
            mih={44}
            variant="default"
            size="md"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => onDownloadSet(set)}
          >
            Download this set
          </Button>
        )}
      </Group>
      {isError ? (
        <Group>
          <span role="alert">These works could not be loaded.</span>
          <Button mih={44} variant="default" size="md" onClick={() => void refetch()}>
            Try again
          </Button>
        </Group>
      ) : (
        <WorkGrid
          label={set.name}
          works={works}
          isHearted={actions.isHearted}
          hasMore={hasNextPage}
          loadingMore={isFetching}
          onLoadMore={loadMore}
          empty="No works in this set yet."
          onOpen={(work: ClientWork) => setOpen(works.indexOf(work))}
          onToggleHeart={actions.onToggleHeart}
          onDownload={actions.onDownload}
        />
      )}
      {open !== null && (
        <ClientViewer
          works={works}
          startIndex={open}
          onClose={() => setOpen(null)}
          onNearEnd={hasNextPage && !isFetching ? loadMore : undefined}
          isHearted={actions.isHearted}
          onToggleHeart={actions.onToggleHeart}
          onDownload={actions.onDownload}
        />
      )}
    </section>
  );
}
