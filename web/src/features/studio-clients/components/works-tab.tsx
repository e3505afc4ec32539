import { Alert, Card, Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconPhotoPlus, IconSortAscendingLetters } from "@tabler/icons-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { notifyFailed } from "@/components/ui/notify";
import type { ClientGallery } from "@/data/clients/client-docs";
import { deleteClientWork, placeClientWorks, type WorkPlacement } from "../api/update-client-works";
import type { WatchedWorks } from "../api/watch-client-works";
import { useClientUploads } from "../hooks/use-client-uploads";
import { moveToSet, moveWork, nextOrder, orderByFileName, worksOfSet } from "../work-order";
import { PortfolioPicker } from "./portfolio-picker";
import { SetsEditor } from "./sets-editor";
import { UploadPanel } from "./upload-panel";
import classes from "./work-card.module.css";
import { WorkCard } from "./work-card";

export interface WorksTabProps {
  gallery: ClientGallery;
  works: WatchedWorks;
}

/** The gallery's works set by set: upload, add from the portfolio, order, move and delete. */
export function WorksTab({ gallery, works }: WorksTabProps) {
  const { sets } = gallery.settings;
  const [chosen, setChosen] = useState(sets[0]?.id ?? "main");
  const current = sets.find((set) => set.id === chosen) ?? sets[0]!;
  const [picking, setPicking] = useState(false);
  const uploads = useClientUploads(gallery.id);
  const inSet = worksOfSet(works.works, current.id);

  const place = (placements: WorkPlacement[]) => {
    if (placements.length > 0)
      placeClientWorks(gallery.id, placements).catch((error: unknown) =>
        notifyFailed("The works were not moved", error),
      );
  };
  const remove = (id: string) =>
    deleteClientWork(gallery.id, id).catch((error: unknown) =>
      notifyFailed("The work was not deleted", error),
    );

  return (
    <Stack gap="lg">
      {sets.length > 1 && (
        <SegmentedControl
          aria-label="Set"
          value={current.id}
          onChange={setChosen}
          data={sets.map((set) => ({ value: set.id, label: set.name }))}
          fullWidth
        />
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <UploadPanel
          uploads={uploads}
          set={current}
          onFiles={(files) =>
            uploads.add(files, current.id, nextOrder(works.works) + uploads.summary.pending)
          }
        />
        <SetsEditor galleryId={gallery.id} sets={sets} works={works.works} />
      </SimpleGrid>

      <Card withBorder radius="md">
        <Stack gap="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Title order={2} size="h4">
              {current.name}{" "}
              <Text span c="dimmed" size="sm">
                {inSet.length} {inSet.length === 1 ? "work" : "works"}
              </Text>
            </Title>
            <Group gap="xs" wrap="wrap">
              <Button
                size="sm"
                variant="outline"
                leftIcon={<IconPhotoPlus size={16} />}
                onClick={() => setPicking(true)}
              >
                Add from portfolio
              </Button>
              <Button
                size="sm"
                variant="ghost"
                leftIcon={<IconSortAscendingLetters size={16} />}
                disabled={inSet.length < 2}
                onClick={() => place(orderByFileName(works.works, current.id))}
              >
                Order by file name
              </Button>
            </Group>
          </Group>
          {works.failed && (
            <Alert color="orange" variant="light" title="The works could not be read">
              Check your connection and reload the page.
            </Alert>
          )}
          {works.loading ? (
            <Text size="sm">Loading works…</Text>
          ) : inSet.length === 0 ? (
            <Text size="sm" c="dimmed">
              No works in this set yet. Upload some, or add them from your portfolio.
            </Text>
          ) : (
            <SimpleGrid
              cols={{ base: 2, xs: 3, sm: 4, lg: 6 }}
              spacing="sm"
              component="ul"
              className={classes.plainList}
              aria-label={`Works in ${current.name}`}
            >
              {inSet.map((work, index) => (
                <WorkCard
                  key={work.id}
                  work={work}
                  sets={sets}
                  first={index === 0}
                  last={index === inSet.length - 1}
                  onMove={(step) => place(moveWork(works.works, work.id, step))}
                  onMoveToSet={(setId) => place(moveToSet(works.works, work.id, setId))}
                  onDelete={() => void remove(work.id)}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      </Card>
      <PortfolioPicker
        galleryId={gallery.id}
        set={current}
        opened={picking}
        onClose={() => setPicking(false)}
      />
    </Stack>
  );
}
