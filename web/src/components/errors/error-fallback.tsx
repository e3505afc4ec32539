import { Alert, Container, Group, Stack, Text, Title } from "@mantine/core";
import { Button } from "@/components/ui/button";

/** A calm, useful page for an unexpected error: what happened and two ways out. */
export function ErrorFallback({ error }: { error: unknown }) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="md">
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text>The page hit an unexpected error. Reloading usually helps; your data is safe.</Text>
        <Alert color="red" variant="light" title="Details">
          <Text size="sm" ff="monospace" style={{ wordBreak: "break-word" }}>
            {message}
          </Text>
        </Alert>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button variant="outline" onClick={() => window.location.assign("/")}>
            Go to the gallery
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
