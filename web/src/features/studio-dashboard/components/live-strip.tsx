import { Group, Paper, SimpleGrid, Stack, Text, Tooltip } from "@mantine/core";
import type { CounterField } from "@folio/domain";
import { useActiveVisitors } from "../api/get-active-visitors";
import { useTodayCounters, type TodayCounters } from "../api/subscribe-today-counters";
import { formatCount } from "../format";
import classes from "./live-strip.module.css";

/** A counter field of today's counter document, as the strip shows it. */
const counted = (field: CounterField, label: string) => ({
  key: field,
  label,
  value: (today: TodayCounters) => today.counter[field],
});

/**
 * Today's figures in the order shown: the day counter's, then the messages that reached the
 * inbox (as the key figures; the spec's inquiry and booking events are under "Events browsers
 * reported").
 */
const TODAY_FIGURES: readonly { key: string; label: string; value: (today: TodayCounters) => number }[] = [
  counted("pageViews", "Page views"),
  counted("contentViews", "Content views"),
  counted("downloads", "Downloads"),
  counted("likes", "Likes"),
  counted("shares", "Shares"),
  { key: "inquiriesReceived", label: "Inquiries received", value: (today) => today.messages.inquiries },
  { key: "bookingRequests", label: "Booking requests", value: (today) => today.messages.bookings },
];

/** Today's counters, today's messages, and who is on the site right now, updating without a reload. */
export function LiveStrip() {
  const today = useTodayCounters();
  const active = useActiveVisitors();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.strip}
      component="section"
      aria-label="Today, live"
    >
      <Group gap="xl" wrap="wrap" align="center">
        <Tooltip label="Visitors whose visit saw activity in the last 5 minutes">
          <Group gap="sm" wrap="nowrap" className={classes.now}>
            <span
              className={classes.pulse}
              data-live={active !== null && active > 0 ? true : undefined}
              aria-hidden
            />
            <Stack gap={0}>
              <Text
                fz={26}
                fw={700}
                lh={1.1}
                className={classes.figure}
                aria-live="polite"
                aria-label={`${active ?? 0} visitors in the last 5 minutes`}
              >
                {active === null ? "–" : formatCount(active)}
              </Text>
              <Text size="xs" c="dimmed">
                visitors now (5 min)
              </Text>
            </Stack>
          </Group>
        </Tooltip>
        <Stack gap={4} flex={1} miw={260}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed">
            Today (UTC) {today.failed ? "· could not be read" : "· live"}
          </Text>
          <SimpleGrid cols={{ base: 2, xs: 4, lg: 7 }} spacing="xs" verticalSpacing={4}>
            {TODAY_FIGURES.map(({ key, label, value }) => (
              <Stack
                key={key}
                gap={0}
                aria-label={`Today ${label.toLowerCase()}: ${value(today)}`}
                role="group"
              >
                <Text fw={700} className={classes.figure}>
                  {today.loading ? "–" : formatCount(value(today))}
                </Text>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Group>
    </Paper>
  );
}
