import { BarChart } from "@mantine/charts";
import { Group, Stack, Text, Tooltip } from "@mantine/core";
import type { EventType } from "@folio/domain";
import { IconInfoCircle } from "@tabler/icons-react";
import type { DateRange } from "../api/date-range";
import { useEventsByType } from "../api/get-events-by-type";
import { useMetrics } from "../api/get-metrics";
import { formatCount, formatPercent } from "../format";
import { ChartCard } from "./chart-card";
import classes from "./events-chart.module.css";

/** Words for each event type (spec section 3). */
export const EVENT_LABELS: Readonly<Record<EventType, string>> = {
  page_view: "Page views",
  gallery_view: "Gallery views",
  image_view: "Image views",
  video_view: "Video views",
  download: "Downloads",
  like: "Likes",
  share: "Shares",
  inquiry: "Inquiry events",
  booking: "Booking events",
};

const TITLE = "Events browsers reported";
const SPEC_CONVERSION =
  "The spec's conversion rate: (inquiry events + booking events) ÷ page views × 100. Browsers (or scripts) write these events; the key figures count the messages that reached your inbox.";

/**
 * The spec's event-based inquiries, bookings and conversion rate over the range (its computed
 * metrics, from the same day documents as the chart), named as what browsers reported.
 */
function ReportedFigures({ range }: { range: DateRange }) {
  const metrics = useMetrics(range).data?.current;
  if (!metrics) return null;
  const figures = [
    { label: "Inquiry events", value: formatCount(metrics.inquiries) },
    { label: "Booking events", value: formatCount(metrics.bookings) },
    { label: "Conversion by events", value: formatPercent(metrics.conversionRate), hint: SPEC_CONVERSION },
  ];
  return (
    <Group gap="lg" className={classes.reported} aria-label="Reported by browsers" role="group">
      {figures.map((figure) => (
        <Stack key={figure.label} gap={0} role="group" aria-label={`${figure.label}: ${figure.value}`}>
          <Text fw={700} className={classes.figure}>
            {figure.value}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed">
              {figure.label}
            </Text>
            {figure.hint && (
              <Tooltip label={figure.hint} multiline w={260} withArrow>
                <IconInfoCircle size={13} className={classes.hint} aria-label={figure.hint} role="img" />
              </Tooltip>
            )}
          </Group>
        </Stack>
      ))}
    </Group>
  );
}

/** How many events of each type browsers reported over the range (the spec's raw events). */
export function EventsChart({ range }: { range: DateRange }) {
  const query = useEventsByType(range);
  const data = query.data ?? [];
  const bars = data.map((entry) => ({ type: EVENT_LABELS[entry.type], events: entry.count }));
  return (
    <ChartCard
      title={TITLE}
      description="Raw analytics events, as the spec counts them. A script can write them without sending anything."
      query={query}
      empty={data.every((entry) => entry.count === 0)}
      height={300}
    >
      <BarChart
        h={300}
        data={bars}
        dataKey="type"
        orientation="vertical"
        series={[{ name: "events", label: "Events", color: "ink.6" }]}
        valueFormatter={formatCount}
        yAxisProps={{ width: 110 }}
        gridAxis="x"
        tickLine="none"
        withBarValueLabel
        maxBarWidth={22}
      />
      <ReportedFigures range={range} />
    </ChartCard>
  );
}
