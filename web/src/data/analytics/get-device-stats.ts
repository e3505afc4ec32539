import { DEVICES, percent, sumDayStats, type Device } from "@folio/domain";
import { isValidRange, rangeKey, type DateRange } from "./date-range";
import { loadDayStats } from "./load-day-stats";
import { useAsyncData, type AsyncData } from "../use-async-data";

/** One device class and its share of sessions. */
export interface DeviceShare {
  device: Device;
  sessions: number;
  /** Percent of sessions, 0–100 (0 when there are none). */
  percent: number;
}

/** Sessions per device over `range` (mobile, desktop, tablet, always all three); [] on failure. */
export async function getDeviceStats(range: DateRange, fresh = false): Promise<DeviceShare[]> {
  if (!isValidRange(range)) return [];
  try {
    const { devices } = sumDayStats(range.to, await loadDayStats(range, fresh));
    const total = DEVICES.reduce((sum, device) => sum + devices[device], 0);
    return DEVICES.map((device) => ({
      device,
      sessions: devices[device],
      percent: percent(devices[device], total),
    }));
  } catch {
    return [];
  }
}

/** Device shares over `range`. */
export function useDeviceStats(range: DateRange): AsyncData<DeviceShare[]> {
  return useAsyncData(rangeKey(range), (fresh) => getDeviceStats(range, fresh), []);
}
