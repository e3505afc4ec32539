import { Stack, Text, Title } from "@mantine/core";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/** Friendly page for an unknown address. */
export function NotFoundRoute() {
  return (
    <Stack align="flex-start" gap="md" py="xl">
      <Title order={1}>Page not found</Title>
      <Text>There is nothing at this address. The work may have moved, or the link may be mistyped.</Text>
      <Button to={paths.home.href()}>Back to the gallery</Button>
    </Stack>
  );
}
