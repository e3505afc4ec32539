import { Group, SegmentedControl, useMatches } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { useState } from "react";
import { todayKey, type DateRange } from "../api/date-range";
import { PRESET_LABELS, presetRange, type RangePreset } from "../range-presets";

/** The period the dashboard shows: a preset, or custom days. */
export interface RangeChoice {
  preset: RangePreset;
  range: DateRange;
}

/** Presets and, for Custom, a calendar; days are UTC, like the counters. */
export function RangePicker({
  value,
  onChange,
}: {
  value: RangeChoice;
  onChange: (choice: RangeChoice) => void;
}) {
  const today = todayKey();
  // The calendar picks the start first; the dashboard changes only once both ends are set.
  const [draft, setDraft] = useState<[string | null, string | null]>([value.range.from, value.range.to]);
  // Five presets at the default size are wider than a 360 px phone: there they share the row.
  const size = useMatches({ base: "xs", sm: "sm" });
  return (
    <Group gap="sm" wrap="wrap" justify="flex-end" w={{ base: "100%", sm: "auto" }}>
      <SegmentedControl
        aria-label="Period"
        size={size}
        fullWidth
        w={{ base: "100%", sm: "auto" }}
        value={value.preset}
        onChange={(preset) => {
          const range =
            preset === "custom" ? value.range : presetRange(preset as Exclude<RangePreset, "custom">);
          setDraft([range.from, range.to]);
          onChange({ preset: preset as RangePreset, range });
        }}
        data={[...PRESET_LABELS]}
      />
      {value.preset === "custom" && (
        <DatePickerInput
          type="range"
          aria-label="Custom period"
          leftSection={<IconCalendar size={16} />}
          value={draft}
          onChange={([from, to]) => {
            setDraft([from, to]);
            if (from && to) onChange({ preset: "custom", range: { from, to } });
          }}
          maxDate={today}
          allowSingleDateInRange
          valueFormat="D MMM YYYY"
          miw={240}
        />
      )}
    </Group>
  );
}
