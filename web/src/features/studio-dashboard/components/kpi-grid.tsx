import { Alert, SimpleGrid, Skeleton } from "@mantine/core";
import { IconPlugConnectedX } from "@tabler/icons-react";
import { Button } from "@/components/ui/button";
import type { DateRange } from "@/data/analytics/date-range";
import { useMetrics } from "@/data/analytics/get-metrics";
import { KPIS, kpiValue } from "../kpis";
import { describeRange } from "../range-presets";
import { KpiCard } from "./kpi-card";

/** The ten key figures of the range with their change against the period before. */
export function KpiGrid({ range }: { range: DateRange }) {
  const { data, loading, reload } = useMetrics(range);
  if (loading && !data) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} aria-busy="true" aria-label="Loading key figures">
        {KPIS.map((kpi) => (
          <Skeleton key={kpi.key} h={112} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (!data) {
    return (
      <Alert
        color="orange"
        variant="light"
        icon={<IconPlugConnectedX size={18} />}
        title="The figures could not be read"
      >
        This happens when the connection drops or the session expired. Nothing is lost.
        <Button size="sm" variant="secondary" onClick={reload}>
          Try again
        </Button>
      </Alert>
    );
  }
  const previousLabel = describeRange(data.previousRange);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" aria-label="Key figures">
      {KPIS.map((kpi) => (
        <KpiCard
          key={kpi.key}
          label={kpi.label}
          hint={kpi.hint}
          value={kpiValue(data.current, kpi)}
          previous={kpiValue(data.previous, kpi)}
          format={kpi.format}
          better={kpi.better}
          previousLabel={previousLabel}
        />
      ))}
    </SimpleGrid>
  );
}
