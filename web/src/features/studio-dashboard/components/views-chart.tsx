import { AreaChart } from "@mantine/charts";
import type { DateRange } from "../api/date-range";
import { useViewsPerDay } from "../api/get-views-per-day";
import { formatCount } from "../format";
import { shortDay } from "../range-presets";
import { ChartCard } from "./chart-card";

/** Views and visitors per day over the range. */
export function ViewsChart({ range }: { range: DateRange }) {
  const query = useViewsPerDay(range);
  const data = query.data ?? [];
  const points = data.map((day) => ({ ...day, day: shortDay(day.date) }));
  const empty = data.every((day) => day.totalViews === 0 && day.uniqueVisitors === 0);
  const total = data.reduce((sum, day) => sum + day.totalViews, 0);
  return (
    <ChartCard
      title="Views per day"
      description={query.isSuccess ? `${formatCount(total)} views · UTC days` : undefined}
      query={query}
      empty={empty}
      height={280}
    >
      <AreaChart
        h={280}
        data={points}
        dataKey="day"
        series={[
          { name: "totalViews", label: "Views", color: "ink.6" },
          { name: "uniqueVisitors", label: "Visitors", color: "teal.6" },
        ]}
        curveType="monotone"
        withLegend
        legendProps={{ verticalAlign: "top", height: 36 }}
        valueFormatter={formatCount}
        withDots={points.length <= 31}
        gridAxis="y"
        tickLine="none"
        fillOpacity={0.25}
      />
    </ChartCard>
  );
}
