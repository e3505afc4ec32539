import { Alert, Card, Stack, Text, Title } from "@mantine/core";
import { IconShieldExclamation } from "@tabler/icons-react";
import type { ClientActivity } from "@folio/domain";
import { failedAttemptsSummary, formatRelative, plural } from "../activity-format";

/**
 * Wrong passwords tried on the gallery: counts over the last days, from how many networks,
 * the last one, and whether new devices without the client's link are being slowed down. No
 * address is ever shown: the server keeps none.
 */
export function FailedAttemptsCard({ failed }: { failed: ClientActivity["failedAttempts"] }) {
  const summary = failedAttemptsSummary(failed);
  const time = (at: Date) => at.toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });
  return (
    <Card withBorder radius="md">
      <Title order={3} size="h5" mb="xs">
        Wrong passwords
      </Title>
      {summary.fortnight === 0 ? (
        <Text size="sm" c="dimmed">
          None in the last 14 days.
        </Text>
      ) : (
        <Stack gap={4}>
          <Text fw={600}>
            Today: {summary.today}
            {summary.today > 0 && ` from ${plural(summary.networksToday, "network")}`}
            {summary.withLinkToday > 0 && ` (${summary.withLinkToday} with your client's link)`}
          </Text>
          <Text size="sm">
            Last 7 days: {summary.week} · last 14 days: {summary.fortnight}
          </Text>
          {summary.lastAt && (
            <Text size="sm" c="dimmed">
              Last one {formatRelative(summary.lastAt)}
            </Text>
          )}
        </Stack>
      )}
      {summary.pausedUntil && (
        <Alert
          mt="sm"
          color="orange"
          variant="light"
          icon={<IconShieldExclamation size={18} />}
          title="Slowed down"
          // The light orange title is under 4.5:1 on its own background; the text colour passes.
          styles={{ title: { color: "var(--mantine-color-text)" } }}
        >
          New devices opening the plain link wait until {time(summary.pausedUntil)}. Your client's link (the
          one you email or copy) still gets them in at once.
        </Alert>
      )}
    </Card>
  );
}
