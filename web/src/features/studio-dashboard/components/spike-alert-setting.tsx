import { ActionIcon, Group, NumberInput, Popover, Stack, Switch, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconAdjustments } from "@tabler/icons-react";
import { SPIKE_VISITORS_MAX, type ReportChoices } from "@folio/domain";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { formatCount } from "../format";
import { useReportChoices, useSaveSpikeAlert } from "../api/report-settings";

const AUTOMATIC = "At 3× the usual visitors";

/**
 * The owner's spike alert: one email on a day whose visitors pass a threshold (three times the
 * same weekday's four-week average unless the owner sets a number), naming the work and source.
 */
export function SpikeAlertSetting() {
  const setting = useReportChoices();
  const save = useSaveSpikeAlert();
  const [opened, setOpened] = useState(false);
  // What the owner typed: kept when a save fails.
  const [visitors, setVisitors] = useState<string | number>("");
  const shown = save.isPending ? save.variables : setting.data;

  const submit = (next: ReportChoices, then?: () => void) =>
    save.mutate(next, {
      onSuccess: then,
      onError: () =>
        notifications.show({
          color: "red",
          title: "Could not save",
          message: "The spike alert keeps its setting. Check your connection and try again.",
        }),
    });

  const saveThreshold = (event: FormEvent) => {
    event.preventDefault();
    if (!setting.data) return;
    const value = typeof visitors === "number" ? visitors : null;
    submit({ ...setting.data, spikeVisitors: value }, () => setOpened(false));
  };

  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <Switch
        label="Spike alert"
        description={
          shown?.spikeVisitors ? `At ${formatCount(shown.spikeVisitors)} visitors a day` : AUTOMATIC
        }
        checked={shown?.spikeAlert ?? true}
        disabled={!setting.data}
        onChange={(event) => {
          if (setting.data) submit({ ...setting.data, spikeAlert: event.currentTarget.checked });
        }}
      />
      <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus width={280}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            aria-label="Spike alert threshold"
            disabled={!setting.data}
            onClick={() => {
              if (!opened) setVisitors(setting.data?.spikeVisitors ?? "");
              setOpened((open) => !open);
            }}
          >
            <IconAdjustments size={16} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <form onSubmit={saveThreshold}>
            <Stack gap="xs">
              <NumberInput
                label="Visitors a day"
                placeholder="Automatic"
                min={1}
                max={SPIKE_VISITORS_MAX}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                value={visitors}
                onChange={setVisitors}
              />
              <Text size="sm" c="dimmed">
                Empty: three times the same weekday&apos;s visitors over the last four weeks (at least 10).
                One email a day at most, naming the most viewed work and the top source.
              </Text>
              <Group justify="flex-end" gap="xs">
                <Button variant="ghost" size="sm" onClick={() => setVisitors("")}>
                  Automatic
                </Button>
                <Button type="submit" size="sm" loading={save.isPending}>
                  Save
                </Button>
              </Group>
            </Stack>
          </form>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
