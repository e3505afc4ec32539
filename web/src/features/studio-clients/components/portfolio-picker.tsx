import { Alert, Checkbox, Group, Modal, ScrollArea, Stack, Text, TextInput } from "@mantine/core";
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
  // Works the server left out because they have no uploaded files: said here, with the modal kept
  // open, rather than a "works added" that adds nothing.
  const [noFiles, setNoFiles] = useState<number>(0);
  const needle = search.trim().toLowerCase();
  const shown = gallery.items.filter((item) => !needle || item.title.toLowerCase().includes(needle));
  const toggle = (id: string) => {
    setNoFiles(0);
    setPicked((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else if (next.size < MAX_PER_CALL) next.add(id);
      return next;
    });
  };

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
      {noFiles > 0 && (
        <Alert color="orange" variant="light" title="Nothing was copied">
          {noFiles === 1 ? "This work has" : `These ${noFiles} works have`} no uploaded files to copy (the
          demo&apos;s works have none). Upload the pictures in Gallery first, or upload them to this set
          directly.
        </Alert>
      )}
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
                onSuccess: ({ added, skipped }) => {
                  if (added.length === 0) {
                    setNoFiles(skipped.length);
                    return;
                  }
                  const left =
                    skipped.length === 0
                      ? ""
                      : ` ${skipped.length} without uploaded files ${skipped.length === 1 ? "was" : "were"} left out.`;
                  notifySaved(
                    "Works added",
                    `${added.length} ${added.length === 1 ? "work is" : "works are"} being copied into ${set.name}.${left}`,
                  );
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
