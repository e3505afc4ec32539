import { Stack, Text, Title } from "@mantine/core";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { PageMetaTags } from "@/features/seo/use-page-meta";

/** Friendly page for an unknown address. */
export function NotFoundRoute() {
  return (
    <Stack align="flex-start" gap="md" py={64} maw={560}>
      <PageMetaTags title="Page not found" description="There is nothing at this address." />
      <Text size="sm" c="dimmed" fw={500}>
        404
      </Text>
      <Title order={1} ff="var(--folio-display-font)" fw={400}>
        Page not found
      </Title>
      <Text>There is nothing at this address. The work may have moved, or the link may be mistyped.</Text>
      <Button to={paths.home.href()}>Back to the gallery</Button>
    </Stack>
  );
}
