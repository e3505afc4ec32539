import { DEVICES, percent, sumDayStats, type DayStats, type Device } from "@folio/domain";
import { useQuery } from "@tanstack/react-query";
import type { DateRange } from "./date-range";
import { dayStatsQueryOptions, fetchDayStats } from "./load-day-stats";

/** One device class and its share of sessions. */
export interface DeviceShare {
  device: Device;
  sessions: number;
  /** Percent of sessions, 0–100 (0 when there are none). */
  percent: number;
}

function toDeviceShares(to: string, days: readonly DayStats[]): DeviceShare[] {
  const { devices } = sumDayStats(to, days);
  const total = DEVICES.reduce((sum, device) => sum + devices[device], 0);
  return DEVICES.map((device) => ({
    device,
    sessions: devices[device],
    percent: percent(devices[device], total),
  }));
}

/** Sessions per device over `range` (mobile, desktop, tablet, always all three); [] on failure. */
export async function getDeviceStats(range: DateRange): Promise<DeviceShare[]> {
  return fetchDayStats(range).then(
    (days) => toDeviceShares(range.to, days),
    () => [],
  );
}

/** Device shares over `range` for the dashboard, from the range's shared day stats. */
export function useDeviceStats(range: DateRange) {
  return useQuery({ ...dayStatsQueryOptions(range), select: (days) => toDeviceShares(range.to, days) });
}
