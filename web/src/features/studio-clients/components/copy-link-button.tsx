import { ActionIcon, Tooltip } from "@mantine/core";
import { IconLink } from "@tabler/icons-react";
import { clientGalleryLinkPath } from "@folio/domain";
import { Button } from "@/components/ui/button";
import { notifyFailed, notifySaved } from "@/components/ui/notify";
import { saveLinkKey } from "../api/renew-link-key";
import { newLinkKey } from "../link-key";

/** The client's full address of a gallery, with its link key. */
function clientGalleryUrl(galleryId: string, linkKey: string | null): string {
  return `${window.location.origin}${clientGalleryLinkPath(galleryId, linkKey)}`;
}

/**
 * Copies the link at once, inside the click (Safari refuses a clipboard write after a wait). A
 * gallery made before link keys gets one here, stored right after the copy.
 */
async function copyLink(galleryId: string, linkKey: string | null) {
  const key = linkKey ?? newLinkKey();
  try {
    await navigator.clipboard.writeText(clientGalleryUrl(galleryId, key));
    if (linkKey === null) await saveLinkKey(galleryId, key);
    notifySaved(
      "Link copied",
      "Send it to your client: it gets them in even while someone else tries passwords.",
    );
  } catch (error) {
    notifyFailed("The link was not copied", error);
  }
}

export interface CopyLinkButtonProps {
  galleryId: string;
  /** The gallery's link key (null for a gallery made before link keys: one is made on copy). */
  linkKey: string | null;
  /** The gallery's name, for the icon's label in a list. */
  name: string;
  /** An icon alone (in a table row). */
  compact?: boolean;
}

/** Copies the client's link of a gallery (with its link key) to the clipboard. */
export function CopyLinkButton({ galleryId, linkKey, name, compact = false }: CopyLinkButtonProps) {
  if (compact)
    return (
      <Tooltip label="Copy link">
        <ActionIcon
          variant="subtle"
          aria-label={`Copy link to ${name}`}
          onClick={() => void copyLink(galleryId, linkKey)}
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
      onClick={() => void copyLink(galleryId, linkKey)}
    >
      Copy link
    </Button>
  );
}
