import { Stack, Text, Title } from "@mantine/core";
import { IconPhotoOff, IconRefresh } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

function Status({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py={64} ta="center">
      <IconPhotoOff size={40} stroke={1.2} aria-hidden />
      <Title order={2} size="h3" fw={500}>
        {title}
      </Title>
      <Text c="dimmed" maw={460}>
        {children}
      </Text>
      {action}
    </Stack>
  );
}

/** Nothing matches the filter: say so and offer the whole gallery. */
export function GalleryEmpty({ filtered }: { filtered: boolean }) {
  return (
    <Status
      title={filtered ? "Nothing here yet" : "The gallery is empty"}
      action={filtered ? <Button to={paths.home.href()}>See all work</Button> : null}
    >
      {filtered
        ? "No published work matches this selection. Try another category or tag."
        : "No work has been published yet. Please come back soon."}
    </Status>
  );
}

/** The read failed: an empty gallery with a way to try again (spec section 8). */
export function GalleryError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert">
      <Status
        title="The gallery could not be loaded"
        action={
          <Button leftIcon={<IconRefresh size={18} />} onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        }
      >
        The connection may have dropped. Nothing is lost; try again in a moment.
      </Status>
    </div>
  );
}
