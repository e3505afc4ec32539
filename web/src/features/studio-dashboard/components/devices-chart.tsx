import { DonutChart } from "@mantine/charts";
import { Group, Stack, Text } from "@mantine/core";
import type { Device } from "@folio/domain";
import { IconDeviceDesktop, IconDeviceMobile, IconDeviceTablet } from "@tabler/icons-react";
import type { DateRange } from "../api/date-range";
import { useDeviceStats } from "../api/get-device-stats";
import { formatCount, formatPercent } from "../format";
import { ChartCard } from "./chart-card";
import classes from "./devices-chart.module.css";

const DEVICE_LOOK: Record<Device, { label: string; color: string; icon: typeof IconDeviceMobile }> = {
  desktop: { label: "Desktop", color: "ink.6", icon: IconDeviceDesktop },
  mobile: { label: "Mobile", color: "teal.5", icon: IconDeviceMobile },
  tablet: { label: "Tablet", color: "orange.5", icon: IconDeviceTablet },
};

/** Share of visits per device class. */
export function DevicesChart({ range }: { range: DateRange }) {
  const query = useDeviceStats(range);
  const data = query.data ?? [];
  const sessions = data.reduce((sum, entry) => sum + entry.sessions, 0);
  return (
    <ChartCard
      title="Devices"
      description="Share of visits"
      query={query}
      empty={sessions === 0}
      height={200}
    >
      <Group justify="center" gap="xl" wrap="wrap">
        <DonutChart
          size={170}
          thickness={26}
          data={data.map((entry) => ({
            name: DEVICE_LOOK[entry.device].label,
            value: entry.sessions,
            color: DEVICE_LOOK[entry.device].color,
          }))}
          chartLabel={`${formatCount(sessions)} ${sessions === 1 ? "visit" : "visits"}`}
          valueFormatter={formatCount}
          tooltipDataSource="segment"
        />
        <Stack gap="xs">
          {data.map((entry) => {
            const look = DEVICE_LOOK[entry.device];
            return (
              <Group key={entry.device} gap="xs" wrap="nowrap">
                <span className={classes.swatch} data-device={entry.device} />
                <look.icon size={16} />
                <Text size="sm" w={64}>
                  {look.label}
                </Text>
                <Text size="sm" fw={600} className={classes.figure}>
                  {formatPercent(entry.percent)}
                </Text>
              </Group>
            );
          })}
        </Stack>
      </Group>
    </ChartCard>
  );
}
