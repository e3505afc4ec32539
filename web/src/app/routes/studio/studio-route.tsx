import { Container, Title } from "@mantine/core";

/** The owner's studio (placeholder until the studio feature lands). */
export function StudioRoute() {
  return (
    <Container py="xl" component="main">
      <Title order={1}>Studio</Title>
    </Container>
  );
}
