import { Code, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

export interface NotAuthorisedProps {
  /** Email of the signed-in account, to say which account was refused. */
  email: string | null;
  /** Signs the account out. */
  onSignOut: () => Promise<void>;
  /** Re-reads the account's rights (after the owner claim was granted). */
  onRecheck: () => Promise<void>;
}

/** Shown to a signed-in account without owner rights: polite, and no studio tools. */
export function NotAuthorised({ email, onSignOut, onRecheck }: NotAuthorisedProps) {
  const [busy, setBusy] = useState<"recheck" | "sign-out" | null>(null);
  const run = (which: "recheck" | "sign-out", action: () => Promise<void>) => async () => {
    setBusy(which);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder radius="lg" p="xl" maw={520} w="100%" shadow="sm">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" color="orange">
          <IconLock size={26} />
        </ThemeIcon>
        <Title order={1} size="h2">
          This account cannot open the studio
        </Title>
        <Text>
          You are signed in as <strong>{email ?? "an account without an email address"}</strong>, but it does
          not have owner rights for this portfolio. The studio is only for the site&apos;s owner.
        </Text>
        <Text size="sm" c="dimmed">
          If you are the owner, ask whoever set up the site to grant this account owner rights, for example
          with <Code>npm run owner -- {email ?? "you@example.com"}</Code>, then check again.
        </Text>
        <Group gap="sm">
          <Button onClick={run("recheck", onRecheck)} loading={busy === "recheck"}>
            Check again
          </Button>
          <Button variant="outline" onClick={run("sign-out", onSignOut)} loading={busy === "sign-out"}>
            Sign out
          </Button>
          <Button variant="ghost" to={paths.home.href()}>
            Go to the portfolio
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
