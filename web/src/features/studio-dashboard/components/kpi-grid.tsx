import { SimpleGrid, Skeleton } from "@mantine/core";
import { LoadError } from "@/components/ui/load-error";
import type { DateRange } from "../api/date-range";
import { useKeyFigures } from "../api/get-key-figures";
import { KPIS } from "../kpis";
import { describeRange } from "../range-presets";
import { KpiCard } from "./kpi-card";

/** The ten key figures of the range with their change against the period before. */
export function KpiGrid({ range }: { range: DateRange }) {
  const query = useKeyFigures(range);
  if (query.isError) {
    return (
      <LoadError
        title="The key figures could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.isPending) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} aria-busy="true" aria-label="Loading key figures">
        {KPIS.map((kpi) => (
          <Skeleton key={kpi.key} h={112} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const data = query.data;
  // Null only for an invalid range, which the range picker never produces.
  if (!data) return null;
  const previousLabel = describeRange(data.previousRange);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" aria-label="Key figures">
      {KPIS.map((kpi) => (
        <KpiCard
          key={kpi.key}
          label={kpi.label}
          hint={kpi.hint}
          value={kpi.value(data.current)}
          previous={kpi.value(data.previous)}
          format={kpi.format}
          better={kpi.better}
          previousLabel={previousLabel}
        />
      ))}
    </SimpleGrid>
  );
}
