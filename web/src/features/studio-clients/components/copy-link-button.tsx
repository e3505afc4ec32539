import { ActionIcon, Tooltip } from "@mantine/core";
import { IconLink } from "@tabler/icons-react";
import { clientGalleryPath } from "@folio/domain";
import { Button } from "@/components/ui/button";
import { notifyFailed, notifySaved } from "@/components/ui/notify";

/** The client's full address of a gallery. */
export function clientGalleryUrl(galleryId: string): string {
  return `${window.location.origin}${clientGalleryPath(galleryId)}`;
}

async function copyLink(galleryId: string) {
  try {
    await navigator.clipboard.writeText(clientGalleryUrl(galleryId));
    notifySaved("Link copied", clientGalleryUrl(galleryId));
  } catch (error) {
    notifyFailed("The link was not copied", error);
  }
}

export interface CopyLinkButtonProps {
  galleryId: string;
  /** The gallery's name, for the icon's label in a list. */
  name: string;
  /** An icon alone (in a table row). */
  compact?: boolean;
}

/** Copies the client's link of a gallery to the clipboard. */
export function CopyLinkButton({ galleryId, name, compact = false }: CopyLinkButtonProps) {
  if (compact)
    return (
      <Tooltip label="Copy link">
        <ActionIcon
          variant="subtle"
          aria-label={`Copy link to ${name}`}
          onClick={() => void copyLink(galleryId)}
        >
          <IconLink size={18} />
        </ActionIcon>
      </Tooltip>
    );
  return (
    <Button
      variant="outline"
      size="sm"
      leftIcon={<IconLink size={16} />}
      onClick={() => void copyLink(galleryId)}
    >
      Copy link
    </Button>
  );
}
