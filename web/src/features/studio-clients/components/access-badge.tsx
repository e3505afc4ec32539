import { Badge, Tooltip } from "@mantine/core";
import type { ClientGallery } from "@/data/clients/client-docs";

/**
 * How a gallery is protected, at a glance: "Anyone with the link" when it has no password (a
 * forwarded link opens it), "Weak password" when a client opened it with one shorter than
 * today's minimum, else "Password set".
 */
export function AccessBadge({ gallery }: { gallery: Pick<ClientGallery, "hasPassword" | "weakPassword"> }) {
  if (!gallery.hasPassword)
    return (
      <Tooltip label="No password: anyone who gets the link, forwarded or not, can open it" withArrow>
        <Badge color="orange" variant="light">
          Anyone with the link
        </Badge>
      </Tooltip>
    );
  if (gallery.weakPassword)
    return (
      <Tooltip label="Shorter than 8 characters: set a new one (a passphrase is best) in Settings" withArrow>
        <Badge color="orange" variant="outline">
          Weak password
        </Badge>
      </Tooltip>
    );
  return (
    <Badge color="gray" variant="outline">
      Password set
    </Badge>
  );
}
