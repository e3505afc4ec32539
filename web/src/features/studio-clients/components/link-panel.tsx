import { Group, Stack, Text, Title } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { modals } from "@mantine/modals";
import { Button } from "@/components/ui/button";
import { notifyFailed, notifySaved } from "@/components/ui/notify";
import type { ClientGallery } from "@/data/clients/client-docs";
import { useRenewLinkKey } from "../api/renew-link-key";
import { CopyLinkButton } from "./copy-link-button";

/**
 * The client's link: what its key does, copying it, and making a new one (when a link went to
 * the wrong person, or was posted somewhere).
 */
export function LinkPanel({ gallery }: { gallery: Pick<ClientGallery, "id" | "linkKey" | "settings"> }) {
  const renew = useRenewLinkKey(gallery.id);
  const confirm = () =>
    modals.openConfirmModal({
      title: "Make a new link?",
      children: (
        <Text size="sm">
          The link you sent before still opens the gallery with its password, but no longer lets your client
          in while someone else is trying passwords. Send your client the new link.
        </Text>
      ),
      labels: { confirm: "Make a new link", cancel: "Cancel" },
      onConfirm: () =>
        renew.mutate(undefined, {
          onSuccess: () => notifySaved("New link made", "Copy it, or email it to your client."),
          onError: (reason) => notifyFailed("No new link was made", reason),
        }),
    });
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Client's link
      </Title>
      <Text size="sm" c="dimmed">
        The link you copy or email carries a key of its own. Your client still needs the password, but while
        someone else is trying passwords the link lets them in without waiting. A forwarded link needs the
        password too.
      </Text>
      <Group gap="sm" wrap="wrap">
        <CopyLinkButton galleryId={gallery.id} linkKey={gallery.linkKey} name={gallery.settings.name} />
        <Button
          variant="ghost"
          size="sm"
          leftIcon={<IconRefresh size={16} />}
          loading={renew.isPending}
          onClick={confirm}
        >
          Make a new link
        </Button>
      </Group>
    </Stack>
  );
}
