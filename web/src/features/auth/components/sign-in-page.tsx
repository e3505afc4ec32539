import { Anchor, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAperture } from "@tabler/icons-react";
import { Link, Navigate, useLocation } from "react-router";
import { ColorSchemeToggle } from "@/components/layout/color-scheme-toggle";
import { paths } from "@/config/paths";
import { refreshOwnerRights } from "../api/refresh-owner-rights";
import { signOut } from "../api/sign-out";
import { useAuthSession } from "../auth-session";
import { NotAuthorised } from "./not-authorised";
import type { SignInRedirectState } from "./owner-gate";
import { SignInForm } from "./sign-in-form";
import classes from "./sign-in-page.module.css";

/** Only paths inside the studio are honoured as a return address. */
function returnPath(state: unknown): string {
  const from = (state as SignInRedirectState | null)?.from;
  return typeof from === "string" &&
    from.startsWith(paths.studio.root.path) &&
    from !== paths.studio.signIn.path
    ? from
    : paths.studio.root.href();
}

/** The studio's sign-in page: there is no public sign-up, accounts are the owner's. */
export function SignInPage() {
  const session = useAuthSession();
  const location = useLocation();

  if (session.status === "signed-in" && session.isOwner) {
    return <Navigate to={returnPath(location.state)} replace />;
  }

  return (
    <Center p="md" component="main" className={classes.root}>
      {session.status === "signed-in" ? (
        <NotAuthorised email={session.user.email} onSignOut={signOut} onRecheck={refreshOwnerRights} />
      ) : (
        <Stack w="100%" maw={400} gap="lg">
          <Group justify="space-between">
            <Group gap="xs">
              <ThemeIcon size={36} radius="md" variant="filled">
                <IconAperture size={22} />
              </ThemeIcon>
              <Text fw={700} fz="lg">
                Folio Studio
              </Text>
            </Group>
            <ColorSchemeToggle />
          </Group>
          <Paper withBorder radius="lg" p="xl" shadow="sm">
            <Stack gap="lg">
              <Stack gap={4}>
                <Title order={1} size="h2">
                  Sign in
                </Title>
                <Text c="dimmed" size="sm">
                  Manage your portfolio and see how visitors enjoy it.
                </Text>
              </Stack>
              {session.status === "loading" ? (
                <Center py="xl">
                  <Loader aria-label="Checking your sign-in" />
                </Center>
              ) : (
                <SignInForm />
              )}
            </Stack>
          </Paper>
          <Text size="xs" c="dimmed" ta="center">
            The studio is for the site&apos;s owner; there is no public sign-up.{" "}
            <Anchor component={Link} to={paths.home.href()} size="xs" underline="always">
              Back to the portfolio
            </Anchor>
          </Text>
        </Stack>
      )}
    </Center>
  );
}
