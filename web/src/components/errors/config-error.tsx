import { Code, Container, List, Stack, Text, Title } from "@mantine/core";
import { ERROR_MESSAGES } from "@folio/domain";

/** Shown instead of the app when required configuration is missing (spec sections 5 and 8). */
export function ConfigError({ missing }: { missing: readonly string[] }) {
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="md">
        <Title order={1} size="h2">
          Folio cannot start
        </Title>
        <Text role="alert" fw={600}>
          {ERROR_MESSAGES.configMissing}
        </Text>
        <Text>Missing configuration keys:</Text>
        <List>
          {missing.map((key) => (
            <List.Item key={key}>
              <Code>{key}</Code>
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          Copy <Code>.env.local.example</Code> to <Code>.env.local</Code> at the repository root, fill in the
          values from your Firebase project settings, then restart the dev server.
        </Text>
      </Stack>
    </Container>
  );
}
