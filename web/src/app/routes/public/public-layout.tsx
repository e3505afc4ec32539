import { Anchor, AppShell, Container, Group, Text } from "@mantine/core";
import { Link, Outlet } from "react-router";
import { ColorSchemeToggle } from "@/components/layout/color-scheme-toggle";
import { paths } from "@/config/paths";

/** Header, main landmark and footer around every public page. */
export function PublicLayout() {
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between">
            <Anchor component={Link} to={paths.home.href()} fw={700} fz="lg" underline="never" c="inherit">
              Folio
            </Anchor>
            <Group gap="xs" component="nav" aria-label="Main">
              <ColorSchemeToggle />
            </Group>
          </Group>
        </Container>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="xl" py="lg" component="main" id="main">
          <Outlet />
        </Container>
        <Container size="xl" py="md" component="footer">
          <Text size="xs" c="dimmed">
            No cookies. Visits are counted anonymously.
          </Text>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
