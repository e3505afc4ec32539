/** Whole numbers with thousands separators: 12,345. */
export function formatCount(value: number): string {
  return Math.round(value).toLocaleString("en-GB");
}

/** A percentage with at most one decimal: 12.3%, 40%. */
export function formatPercent(value: number): string {
  return `${(Math.round(value * 10) / 10).toLocaleString("en-GB", { maximumFractionDigits: 1 })}%`;
}

/** A rate in a table column, always with one decimal so the column lines up: 7.5%, 40.0%; — for none. */
export function formatRate(value: number | null): string {
  if (value === null) return "—";
  return `${value.toLocaleString("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
}

/** A duration in seconds as people say it: 45s, 2m 05s, 1h 02m. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return `${total}s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes}m ${String(total % 60).padStart(2, "0")}s`;
  return `${Math.floor(minutes / 60)}h ${String(minutes % 60).padStart(2, "0")}m`;
}
