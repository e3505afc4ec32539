import { Checkbox, Group, Modal, ScrollArea, Stack, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import type { ClientSet } from "@folio/domain";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { NotSavedAlert } from "@/components/ui/not-saved-alert";
import { notifySaved } from "@/components/ui/notify";
import { useStudioGallery } from "@/data/content/watch-studio-gallery";
import { useAddPortfolioWorks } from "../api/add-portfolio-works";
import { errorText } from "../error-text";

export interface PortfolioPickerProps {
  galleryId: string;
  /** The set the works go into. */
  set: ClientSet;
  opened: boolean;
  onClose: () => void;
}

/** The callable takes this many works per call. */
const MAX_PER_CALL = 200;

function Picker({ galleryId, set, onClose }: Omit<PortfolioPickerProps, "opened">) {
  const gallery = useStudioGallery();
  const add = useAddPortfolioWorks();
  const [search, setSearch] = useState("");
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const needle = search.trim().toLowerCase();
  const shown = gallery.items.filter((item) => !needle || item.title.toLowerCase().includes(needle));
  const toggle = (id: string) =>
    setPicked((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else if (next.size < MAX_PER_CALL) next.add(id);
      return next;
    });

  return (
    <Stack gap="sm">
      <TextInput
        label="Search the portfolio"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <ScrollArea.Autosize mah={360}>
        <Stack gap={6} role="group" aria-label="Portfolio works">
          {gallery.loading && <Text size="sm">Loading the portfolio…</Text>}
          {!gallery.loading && shown.length === 0 && <Text size="sm">No works match.</Text>}
          {shown.map((item) => (
            <Checkbox
              key={item.id}
              label={item.title}
              checked={picked.has(item.id)}
              onChange={() => toggle(item.id)}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {add.isError && <NotSavedAlert error={errorText(add.error)} />}
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {picked.size} chosen (up to {MAX_PER_CALL} at a time)
        </Text>
        <Button
          disabled={picked.size === 0}
          loading={add.isPending}
          onClick={() =>
            add.mutate(
              { galleryId, setId: set.id, itemIds: [...picked] },
              {
                onSuccess: () => {
                  notifySaved("Works added", `${picked.size} works are being copied into ${set.name}.`);
                  onClose();
                },
              },
            )
          }
        >
          Add to {set.name}
        </Button>
      </Group>
    </Stack>
  );
}

/** Chooses portfolio works to copy into a set of the gallery. */
export function PortfolioPicker({ opened, onClose, ...props }: PortfolioPickerProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add from portfolio" size="lg">
      {opened && <Picker {...props} onClose={onClose} />}
    </Modal>
  );
}
