import { Group, Tooltip } from "@mantine/core";
import { IconExternalLink, IconMail } from "@tabler/icons-react";
import { clientGalleryPath } from "@folio/domain";
import { Button } from "@/components/ui/button";
import { notifyFailed, notifySaved } from "@/components/ui/notify";
import type { ClientGallery } from "@/data/clients/client-docs";
import { useEmailClientGallery } from "../api/email-client-gallery";
import { CopyLinkButton } from "./copy-link-button";

/** Copy the link, email it to the client, or preview the client's page (owner previews are not counted). */
export function GalleryActions({ gallery }: { gallery: ClientGallery }) {
  const email = useEmailClientGallery();
  const clientEmail = gallery.settings.client.email;
  const emailButton = (
    <Button
      variant="outline"
      size="sm"
      leftIcon={<IconMail size={16} />}
      disabled={!clientEmail}
      loading={email.isPending}
      onClick={() =>
        email.mutate(gallery.id, {
          onSuccess: () => notifySaved("Email sent", `The link went to ${clientEmail ?? "the client"}.`),
          onError: (reason) => notifyFailed("The email was not sent", reason),
        })
      }
    >
      Email the client
    </Button>
  );
  return (
    <Group gap="sm" wrap="wrap">
      <CopyLinkButton galleryId={gallery.id} linkKey={gallery.linkKey} name={gallery.settings.name} />
      {clientEmail ? (
        emailButton
      ) : (
        <Tooltip label="Add the client's email in Settings first">
          <span>{emailButton}</span>
        </Tooltip>
      )}
      <Button
        variant="outline"
        size="sm"
        leftIcon={<IconExternalLink size={16} />}
        href={clientGalleryPath(gallery.id)}
        target="_blank"
      >
        Preview
      </Button>
    </Group>
  );
}
