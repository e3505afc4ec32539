import { EMPTY_SITE_SETTINGS } from "@folio/domain";
import { Alert, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { LoadError } from "@/components/ui/load-error";
import { useStudioTitle } from "@/hooks/use-studio-title";
import { storageAvailable } from "@/lib/firebase/storage";
import { useSaveSiteSettings } from "../api/save-site-settings";
import { useSitePrivateQuery, useSiteSettingsQuery } from "../api/site-settings-query";
import { CspReportsPanel } from "./csp-reports-panel";
import { SiteForm } from "./site-form";

/** The studio's Site page: what visitors read about the site and its owner, on every page. */
export function SitePage() {
  useStudioTitle("Site");
  const publicQuery = useSiteSettingsQuery();
  const privateQuery = useSitePrivateQuery();
  const failed = publicQuery.isError ? publicQuery : privateQuery.isError ? privateQuery : null;
  const save = useSaveSiteSettings();
  const settings = publicQuery.data?.settings ?? null;
  // The address as typed lives in the owner-only document; the public one holds it only when shown.
  const contactEmail = privateQuery.data?.contactEmail || settings?.contactEmail || "";
  const named = Boolean(settings?.siteName);
  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          {named || publicQuery.isPending ? "Site" : "Name your site"}
        </Title>
        <Text c="dimmed" size="sm">
          Your name, your words and your links, on every public page and in every link preview. A save shows
          on the next page a visitor opens.
        </Text>
      </Stack>
      {publicQuery.isPending || privateQuery.isPending ? (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md" aria-label="Loading the settings">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} h={36} />
            ))}
          </Stack>
        </Paper>
      ) : failed ? (
        <LoadError
          title="The site settings could not be loaded"
          error={failed.error}
          onRetry={() => void Promise.all([publicQuery.refetch(), privateQuery.refetch()])}
          retrying={publicQuery.isFetching || privateQuery.isFetching}
        />
      ) : (
        <>
          {!named && (
            <Alert color="blue" variant="light" icon={<IconAlertCircle size={18} />} title="Name your site">
              Until you do, visitors see “Folio”, the name of this software. Give it your name or your
              studio’s below.
            </Alert>
          )}
          <SiteForm
            initialValues={{ ...(settings ?? EMPTY_SITE_SETTINGS), contactEmail }}
            onSubmit={(values) => save.mutateAsync(values)}
            canUpload={storageAvailable()}
          />
        </>
      )}
      <CspReportsPanel />
    </Stack>
  );
}
