import { Anchor, Stack, Text, Title } from "@mantine/core";
import { CLIENT_ACCESS_MESSAGES } from "@folio/domain";
import { paths } from "@/config/paths";

export interface GalleryExpiredProps {
  /** The gallery's name, when the server said it. */
  name?: string;
  /** The photographer's name, when the server said it. */
  ownerName?: string;
}

/** The polite page of an expired gallery: whose it was, and how to ask for it again. */
export function GalleryExpired({ name, ownerName }: GalleryExpiredProps) {
  const owner = ownerName ?? "your photographer";
  return (
    <Stack gap="sm" py="xl" maw={560}>
      <Title order={1}>{CLIENT_ACCESS_MESSAGES.expired}</Title>
      {name && (
        <Text>
          “{name}”{ownerName && ` by ${ownerName}`} is no longer shared.
        </Text>
      )}
      <Text>
        If you still need these pictures, {owner} will be glad to help.{" "}
        {/* A full page load: the public site counts visits, and this page's address must not be its referrer. */}
        <Anchor href={paths.contact.href()} rel="noreferrer">
          Contact {owner}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** An address that is not a gallery (or no longer shared). Says no more than that. */
export function GalleryNotFound() {
  return (
    <Stack gap="sm" py="xl" maw={560}>
      <Title order={1}>Gallery not found</Title>
      <Text>{CLIENT_ACCESS_MESSAGES["not-found"]}</Text>
      <Text>Check the link you were sent, or ask your photographer for a new one.</Text>
    </Stack>
  );
}
