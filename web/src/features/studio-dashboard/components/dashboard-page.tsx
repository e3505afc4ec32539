// The charts and calendar styles load with the dashboard, not with the rest of the studio.
import "@mantine/charts/styles.css";
import "@mantine/dates/styles.css";
import { Grid, Group, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconRefresh } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import type { DateRange } from "../api/date-range";
import { describeRange, rangeLength } from "../range-presets";
import { DevicesChart } from "./devices-chart";
import { CampaignsPanel, CountriesPanel, EntryPagesPanel, OutboundPanel } from "./dimension-panels";
import { EventsChart } from "./events-chart";
import { ExportButton } from "./export-button";
import { KpiGrid } from "./kpi-grid";
import { LiveStrip } from "./live-strip";
import { choiceFromParams, choiceToParams } from "../range-params";
import { RangePicker, type RangeChoice } from "./range-picker";
import { RebuildDialog } from "./rebuild-dialog";
import { SpikeAlertSetting } from "./spike-alert-setting";
import { PopularContent, TopContent } from "./top-content";
import { ViewsChart } from "./views-chart";
import { WeeklyReportSwitch } from "./weekly-report-switch";
import { WorkConversions } from "./work-conversions";
import { AttributionConversions } from "./attribution-conversions";
import { useStudioTitle } from "@/hooks/use-studio-title";

function Panels({ range }: { range: DateRange }) {
  return (
    <Stack gap="md">
      <KpiGrid range={range} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <ViewsChart range={range} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <DevicesChart range={range} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <EventsChart range={range} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <CampaignsPanel range={range} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <TopContent range={range} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PopularContent />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <CountriesPanel range={range} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <EntryPagesPanel range={range} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <OutboundPanel range={range} />
        </Grid.Col>
        <Grid.Col span={12}>
          <WorkConversions range={range} />
        </Grid.Col>
        <Grid.Col span={12}>
          <AttributionConversions range={range} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** How visitors use the portfolio: live today, and over a chosen period against the one before. */
export function DashboardPage() {
  useStudioTitle("Dashboard");
  const [params, setParams] = useSearchParams();
  const choice = choiceFromParams(params);
  const setChoice = (next: RangeChoice) => setParams(choiceToParams(next), { replace: true });
  const [rebuildOpen, rebuildDialog] = useDisclosure(false);
  const days = rangeLength(choice.range);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Dashboard
          </Title>
          <Text c="dimmed" size="sm">
            {describeRange(choice.range)} · compared with the {days === 1 ? "day" : `${days} days`} before ·
            UTC days
          </Text>
        </Stack>
        <Group gap="sm" justify="flex-end">
          <RangePicker value={choice} onChange={setChoice} />
          <ExportButton range={choice.range} />
          <Button variant="ghost" size="sm" leftIcon={<IconRefresh size={16} />} onClick={rebuildDialog.open}>
            Rebuild metrics
          </Button>
          <WeeklyReportSwitch />
          <SpikeAlertSetting />
        </Group>
      </Group>
      <LiveStrip />
      <Panels range={choice.range} />
      <RebuildDialog opened={rebuildOpen} onClose={rebuildDialog.close} range={choice.range} />
    </Stack>
  );
}
