import { ANALYTICS_CALLABLES, type RebuildReport, type RebuildRequest } from "@folio/domain";
import { useCallback, useState } from "react";
import { call } from "@/lib/firebase/functions";
import { rethrowing } from "../content/content-errors";
import type { DateRange } from "./date-range";

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

/** The rebuild action's state. */
export interface RebuildAction {
  rebuild: (range: DateRange) => Promise<RebuildReport | null>;
  running: boolean;
  /** The last run's report. */
  report: RebuildReport | null;
  /** The last run's error message. */
  error: string | null;
}

/** Runs rebuilds and keeps the last result for the screen. */
export function useRebuildMetrics(): RebuildAction {
  const [state, setState] = useState<Omit<RebuildAction, "rebuild">>({
    running: false,
    report: null,
    error: null,
  });
  const rebuild = useCallback(async (range: DateRange) => {
    setState((previous) => ({ ...previous, running: true, error: null }));
    try {
      const report = await rebuildMetrics(range);
      setState({ running: false, report, error: null });
      return report;
    } catch (error) {
      setState({
        running: false,
        report: null,
        error: error instanceof Error ? error.message : String(error),
      });
      return null;
    }
  }, []);
  return { rebuild, ...state };
}
