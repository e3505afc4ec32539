import { Anchor, Badge, Center, Group, Loader, Stack, Tabs, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link, useParams, useSearchParams } from "react-router";
import { LoadError } from "@/components/ui/load-error";
import { paths } from "@/config/paths";
import { useStudioTitle } from "@/hooks/use-studio-title";
import { useClientWorks } from "../api/watch-client-works";
import { useClientGallery } from "../api/watch-client-gallery";
import { expiryLabel, isExpired } from "../expiry";
import { formatRelative } from "../activity-format";
import { AccessBadge } from "./access-badge";
import { ActivityTab } from "./activity-tab";
import { GalleryActions } from "./gallery-actions";
import { SettingsTab } from "./settings-tab";
import { WorksTab } from "./works-tab";

const TABS = ["works", "settings", "activity"] as const;
type Tab = (typeof TABS)[number];

/** One client gallery: its works, settings and what the client did. */
export function ClientGalleryPage() {
  const { id = "" } = useParams();
  const watched = useClientGallery(id);
  const works = useClientWorks(id);
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as Tab)
    : "works";
  const gallery = watched.gallery;
  useStudioTitle(gallery?.settings.name ?? "Client gallery");

  const back = (
    <Anchor component={Link} to={paths.studio.clients.href()} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} /> Client galleries
      </Group>
    </Anchor>
  );

  if (watched.loading)
    return (
      <Center py="xl">
        <Loader aria-label="Loading the gallery" />
      </Center>
    );
  if (!gallery)
    return (
      <Stack gap="md">
        {back}
        {watched.failed ? (
          <LoadError
            title="The gallery could not be loaded"
            error={null}
            onRetry={() => window.location.reload()}
          />
        ) : (
          <Title order={1} size="h2">
            Gallery not found
          </Title>
        )}
      </Stack>
    );

  const { settings } = gallery;
  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {settings.name}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Text c="dimmed" size="sm">
              For {settings.client.name}
              {settings.client.email ? ` · ${settings.client.email}` : ""}
            </Text>
            <Badge color="gray" variant={isExpired(settings.expiresAt) ? "outline" : "light"}>
              {expiryLabel(settings.expiresAt)}
            </Badge>
            <AccessBadge gallery={gallery} />
            {gallery.emailedAt && (
              <Text c="dimmed" size="sm">
                Emailed {formatRelative(gallery.emailedAt)}
              </Text>
            )}
          </Group>
        </Stack>
        <GalleryActions gallery={gallery} />
      </Group>

      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== "works" ? { tab: value } : {}, { replace: true })}
      >
        <Tabs.List>
          <Tabs.Tab value="works">Works</Tabs.Tab>
          <Tabs.Tab value="settings">Settings</Tabs.Tab>
          <Tabs.Tab value="activity">Activity</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="works" pt="lg">
          <WorksTab gallery={gallery} works={works} />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="lg">
          <SettingsTab gallery={gallery} works={works.works} />
        </Tabs.Panel>
        <Tabs.Panel value="activity" pt="lg">
          <ActivityTab galleryId={gallery.id} works={works.works} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
