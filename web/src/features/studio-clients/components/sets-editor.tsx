import { ActionIcon, Card, Group, Modal, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import { CLIENT_LIMITS, type ClientSet } from "@folio/domain";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { notifyFailed } from "@/components/ui/notify";
import type { ClientWork } from "@/data/clients/client-docs";
import { saveClientSets } from "../api/save-client-sets";
import { placeClientWorks } from "../api/update-client-works";
import { addSet, moveSet, planRemoveSet, renameSet } from "../sets";
import { nextOrder } from "../work-order";
import classes from "./work-card.module.css";

export interface SetsEditorProps {
  galleryId: string;
  sets: readonly ClientSet[];
  works: readonly ClientWork[];
}

/** Adds, renames, reorders and deletes the gallery's sets; each change is saved at once. */
export function SetsEditor({ galleryId, sets, works }: SetsEditorProps) {
  const [newName, setNewName] = useState("");
  const [renaming, setRenaming] = useState<ClientSet | null>(null);
  const [renameTo, setRenameTo] = useState("");
  const [removing, setRemoving] = useState<ClientSet | null>(null);
  const [into, setInto] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const write = async (next: readonly ClientSet[], before?: () => Promise<void>) => {
    setBusy(true);
    try {
      await before?.();
      await saveClientSets(galleryId, next);
      return true;
    } catch (error) {
      notifyFailed("The sets were not saved", error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const count = (id: string) => works.filter((work) => work.setId === id).length;
  const plan = removing ? planRemoveSet(sets, removing.id, works, into) : null;

  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Sets
        </Title>
        <Stack gap={4} component="ol" className={classes.plainList}>
          {sets.map((set, index) => (
            <Group key={set.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate>
                {set.name}{" "}
                <Text span c="dimmed" size="sm">
                  ({count(set.id)})
                </Text>
              </Text>
              <Group gap={0} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${set.name} up`}
                  disabled={busy || index === 0}
                  onClick={() => void write(moveSet(sets, set.id, -1))}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Move ${set.name} down`}
                  disabled={busy || index === sets.length - 1}
                  onClick={() => void write(moveSet(sets, set.id, 1))}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={`Rename ${set.name}`}
                  disabled={busy}
                  onClick={() => {
                    setRenaming(set);
                    setRenameTo(set.name);
                  }}
                >
                  <IconPencil size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${set.name}`}
                  disabled={busy || sets.length <= 1}
                  onClick={() => {
                    setRemoving(set);
                    setInto(null);
                  }}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!newName.trim()) return;
            void write(addSet(sets, newName)).then((ok) => ok && setNewName(""));
          }}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label="New set"
              placeholder="Ceremony"
              value={newName}
              maxLength={CLIENT_LIMITS.setNameMax}
              onChange={(event) => setNewName(event.currentTarget.value)}
              flex={1}
            />
            <Button
              type="submit"
              variant="outline"
              size="sm"
              leftIcon={<IconPlus size={16} />}
              disabled={busy || sets.length >= CLIENT_LIMITS.setsMax}
            >
              Add set
            </Button>
          </Group>
        </form>
      </Stack>

      <Modal opened={renaming !== null} onClose={() => setRenaming(null)} title="Rename set">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (renaming && renameTo.trim())
              void write(renameSet(sets, renaming.id, renameTo)).then((ok) => ok && setRenaming(null));
          }}
        >
          <Stack>
            <TextInput
              label="Set name"
              value={renameTo}
              maxLength={CLIENT_LIMITS.setNameMax}
              onChange={(event) => setRenameTo(event.currentTarget.value)}
              data-autofocus
            />
            <Button type="submit" loading={busy}>
              Rename
            </Button>
          </Stack>
        </form>
      </Modal>

      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Delete ${removing?.name ?? "set"}?`}
      >
        {removing && (
          <Stack>
            {count(removing.id) > 0 ? (
              <Select
                label={`Move its ${count(removing.id)} works to`}
                data={sets
                  .filter((set) => set.id !== removing.id)
                  .map((set) => ({ value: set.id, label: set.name }))}
                value={into}
                onChange={setInto}
              />
            ) : (
              <Text size="sm">The set is empty.</Text>
            )}
            {plan && !plan.ok && into !== null && (
              <Text c="red" size="sm">
                {plan.reason}
              </Text>
            )}
            <Button
              color="red"
              loading={busy}
              disabled={!plan?.ok}
              onClick={() => {
                if (!plan?.ok) return;
                const target = plan.into;
                const start = nextOrder(works);
                void write(plan.sets, async () => {
                  if (target)
                    await placeClientWorks(
                      galleryId,
                      plan.moveWorkIds.map((id, index) => ({ id, setId: target, order: start + index })),
                    );
                }).then((ok) => ok && setRemoving(null));
              }}
            >
              Delete set
            </Button>
          </Stack>
        )}
      </Modal>
    </Card>
  );
}
