import { Card, Group, Stack, Text, Title } from "@mantine/core";
import { modals } from "@mantine/modals";
import { IconTrash } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { notifyFailed, notifySaved } from "@/components/ui/notify";
import { paths } from "@/config/paths";
import type { ClientGallery } from "@/data/clients/client-docs";
import { CLIENT_KEYS } from "../api/client-keys";
import { deleteClientGallery } from "../api/delete-client-gallery";

/** Deletes the gallery, its works and files, after the owner confirms. */
export function DeleteGalleryCard({ gallery }: { gallery: ClientGallery }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirm = () =>
    modals.openConfirmModal({
      title: `Delete ${gallery.settings.name}?`,
      children: (
        <Text size="sm">
          Its works, files, favourites and activity are removed, and the client&apos;s link stops working.
          This cannot be undone.
        </Text>
      ),
      labels: { confirm: "Delete gallery", cancel: "Keep it" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        void deleteClientGallery(gallery.id)
          .then(async () => {
            notifySaved("Gallery deleted");
            await queryClient.invalidateQueries({ queryKey: CLIENT_KEYS.list });
            await navigate(paths.studio.clients.href());
          })
          .catch((error: unknown) => notifyFailed("The gallery was not deleted", error)),
    });
  return (
    <Card withBorder radius="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Delete this gallery
        </Title>
        <Text size="sm" c="dimmed">
          Removes every work and file of it; your portfolio is not touched.
        </Text>
        <Group>
          <Button variant="outline" size="sm" leftIcon={<IconTrash size={16} />} onClick={confirm}>
            Delete gallery
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
