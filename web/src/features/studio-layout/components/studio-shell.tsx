import { AppShell, Badge, Burger, Group, NavLink, ScrollArea, Text, ThemeIcon } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAperture, IconExternalLink } from "@tabler/icons-react";
import { Suspense, type ReactNode } from "react";
import { NavLink as RouterNavLink, Outlet, useLocation } from "react-router";
import { ColorSchemeToggle } from "@/components/layout/color-scheme-toggle";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useSite } from "@/data/site/site-context";
import { badgeText, NAV_ITEMS, type NavItem } from "../nav-items";
import { PageSkeleton } from "./page-skeleton";
import classes from "./studio-shell.module.css";

export interface StudioShellProps {
  /** The account control at the right of the header (avatar menu with sign-out). */
  account: ReactNode;
  /** Counts shown beside navigation entries, e.g. unhandled messages in the inbox. */
  badges?: Partial<Record<NavItem["key"], number>>;
  /** Shown above every page (the first-run prompt). */
  notice?: ReactNode;
}

/** The studio's frame: header, navigation (a drawer on small screens) and the page. */
export function StudioShell({ account, badges = {}, notice }: StudioShellProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const { display } = useSite();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: "sm", collapsed: { mobile: !opened } }}
      padding={0}
      className={classes.shell}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          {/* miw 0 lets a long site name truncate instead of pushing the account menu off a phone. */}
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <ThemeIcon size={32} radius="md" variant="filled">
              <IconAperture size={20} />
            </ThemeIcon>
            <Text fw={700} fz="lg" truncate>
              {display.name} <span className={classes.studio}>Studio</span>
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="ghost"
              size="sm"
              href={paths.home.href()}
              rightIcon={<IconExternalLink size={16} />}
              className={classes.viewSite}
            >
              View site
            </Button>
            <ColorSchemeToggle />
            {account}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" component="nav" aria-label="Studio">
        <AppShell.Section grow component={ScrollArea}>
          {NAV_ITEMS.map((item) => {
            const count = badges[item.key] ?? 0;
            return (
              <NavLink
                key={item.key}
                component={RouterNavLink}
                to={item.href}
                end={item.end}
                label={item.label}
                leftSection={<item.icon size={20} stroke={1.6} />}
                rightSection={
                  count > 0 ? (
                    // Not `circle`: a circle is as wide as it is tall, and cut "100" to "1..".
                    <Badge size="sm" className={classes.badge} aria-label={`${count} new`}>
                      {badgeText(count)}
                    </Badge>
                  ) : undefined
                }
                onClick={close}
                className={classes.link}
              />
            );
          })}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main className={classes.main}>
        <main id="main" className={classes.page}>
          {notice}
          <Suspense key={location.pathname} fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
      </AppShell.Main>
    </AppShell>
  );
}
