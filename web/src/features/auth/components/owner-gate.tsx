import { Center, Loader, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { refreshOwnerRights } from "../api/refresh-owner-rights";
import { signOut } from "../api/sign-out";
import { useAuthSession } from "../auth-session";
import { NotAuthorised } from "./not-authorised";

/** Where the sign-in page sends the owner back to. */
export interface SignInRedirectState {
  from?: string;
}

/**
 * Renders the studio only for the owner: a visitor is sent to sign in (and brought back
 * afterwards), a signed-in account without the owner claim gets a polite refusal.
 */
export function OwnerGate({ children }: { children: ReactNode }) {
  const session = useAuthSession();
  const location = useLocation();

  if (session.status === "loading") {
    return (
      <Center mih="100dvh">
        <Stack align="center" gap="xs">
          <Loader aria-label="Checking your sign-in" />
          <Text c="dimmed" size="sm">
            Checking your sign-in…
          </Text>
        </Stack>
      </Center>
    );
  }
  if (session.status === "signed-out") {
    const state: SignInRedirectState = { from: `${location.pathname}${location.search}` };
    return <Navigate to={paths.studio.signIn.href()} replace state={state} />;
  }
  if (!session.isOwner) {
    return (
      <Center mih="100dvh" p="md" component="main">
        <NotAuthorised email={session.user.email} onSignOut={signOut} onRecheck={refreshOwnerRights} />
      </Center>
    );
  }
  return children;
}
