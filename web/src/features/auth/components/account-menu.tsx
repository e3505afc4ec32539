import { Avatar, Menu, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconExternalLink, IconLogout } from "@tabler/icons-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { signOut } from "../api/sign-out";
import { useAuthSession } from "../auth-session";

function initials(name: string): string {
  const letters = name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase());
  return letters.join("") || "?";
}

/** The owner's avatar with the account's email, a link to the public site and sign-out. */
export function AccountMenu() {
  const session = useAuthSession();
  if (session.status !== "signed-in") return null;
  const { email, displayName } = session.user;
  const name = displayName ?? email ?? "Owner";

  const handleSignOut = async () => {
    try {
      await signOut();
    } catch {
      notifications.show({ color: "red", title: "Could not sign out", message: "Please try again." });
    }
  };

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton>
          {/* The initials are decoration: the button's name is the hidden text, so what a
              screen reader says and what voice control hears are the same words. */}
          <Avatar radius="xl" color="ink" variant="filled" size={34} aria-hidden>
            {initials(name)}
          </Avatar>
          <VisuallyHidden>Account: {name}</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Signed in as</Menu.Label>
        <Text px="sm" pb="xs" size="sm" fw={600} truncate="end">
          {email}
        </Text>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={paths.home.href()}
          target="_blank"
          leftSection={<IconExternalLink size={16} />}
        >
          View the portfolio
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={handleSignOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
