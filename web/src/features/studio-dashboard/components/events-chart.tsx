import { BarChart } from "@mantine/charts";
import type { EventType } from "@folio/domain";
import type { DateRange } from "../api/date-range";
import { useEventsByType } from "../api/get-events-by-type";
import { formatCount } from "../format";
import { ChartCard } from "./chart-card";

/** Words for each event type (spec section 3). */
export const EVENT_LABELS: Readonly<Record<EventType, string>> = {
  page_view: "Page views",
  gallery_view: "Gallery views",
  image_view: "Image views",
  video_view: "Video views",
  download: "Downloads",
  like: "Likes",
  share: "Shares",
  inquiry: "Inquiries",
  booking: "Bookings",
};

/** How many events of each type the range had. */
export function EventsChart({ range }: { range: DateRange }) {
  const query = useEventsByType(range);
  const data = query.data ?? [];
  const bars = data.map((entry) => ({ type: EVENT_LABELS[entry.type], events: entry.count }));
  return (
    <ChartCard
      title="Events by type"
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
    </ChartCard>
  );
}
