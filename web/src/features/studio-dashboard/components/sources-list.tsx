import { BarsList } from "@mantine/charts";
import type { DateRange } from "../api/date-range";
import { useTrafficSources } from "../api/get-traffic-sources";
import { formatCount, formatPercent } from "../format";
import { ChartCard } from "./chart-card";

/** Sources shown; the rest are summed as "Other". */
const SHOWN = 8;

/** Where visits came from: referrer host or utm_source, Direct without either. */
export function SourcesList({ range }: { range: DateRange }) {
  const query = useTrafficSources(range);
  const data = query.data ?? [];
  const top = data.slice(0, SHOWN);
  const rest = data.slice(SHOWN).reduce((sum, entry) => sum + entry.sessions, 0);
  const bars = [
    ...top.map((entry) => ({ name: entry.source, value: entry.sessions })),
    ...(rest > 0 ? [{ name: "Other", value: rest }] : []),
  ];
  const percentOf = new Map(data.map((entry) => [entry.source, entry.percent]));
  return (
    <ChartCard
      title="Traffic sources"
      description="Visits by referrer or utm_source"
      query={query}
      empty={data.length === 0}
      height={200}
    >
      <BarsList
        data={bars}
        barsLabel="Source"
        valueLabel="Visits"
        // A light bar under body-coloured text that may run past it: a short bar still shows
        // its whole label ("pinterest.com", not white text clipped at the bar's end).
        variant="light"
        barColor="ink"
        barTextColor="var(--mantine-color-text)"
        styles={{ barLabel: { whiteSpace: "nowrap" } }}
        valueFormatter={(value) => formatCount(value)}
        getBarProps={(bar) => ({
          "aria-label": `${bar.name}: ${formatCount(bar.value)} visits (${formatPercent(percentOf.get(bar.name) ?? 0)})`,
        })}
      />
    </ChartCard>
  );
}
