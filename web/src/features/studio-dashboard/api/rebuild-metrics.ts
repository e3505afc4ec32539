import { ANALYTICS_CALLABLES, type RebuildReport, type RebuildRequest } from "@folio/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "@/lib/firebase/functions";
import { rethrowing } from "@/data/content/content-errors";
import type { DateRange } from "./date-range";
import { ANALYTICS_KEY } from "./load-day-stats";

/**
 * Asks the server to rebuild the counters and rollups of `range` from the raw events (the
 * nightly job does yesterday by itself). Owner only; rejects with the typed error of the
 * server's reason.
 */
export async function rebuildMetrics(range: DateRange): Promise<RebuildReport> {
  return rethrowing(() =>
    call<RebuildRequest, RebuildReport>(ANALYTICS_CALLABLES.rebuild, { from: range.from, to: range.to }),
  );
}

/**
 * The rebuild as a mutation for the dashboard. A finished rebuild invalidates every
 * dashboard query, so each panel reads the corrected figures.
 */
export function useRebuildMetrics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rebuildMetrics,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ANALYTICS_KEY }),
  });
}
