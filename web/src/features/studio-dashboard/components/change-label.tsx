import { Group, Text } from "@mantine/core";
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from "@tabler/icons-react";
import type { Change } from "../kpi-change";
import classes from "./change.module.css";

/** The arrow of each direction of a change. */
export const CHANGE_ICONS = { up: IconArrowUpRight, down: IconArrowDownRight, flat: IconMinus } as const;

/** A change against the previous period in a table cell, drawn as on the KPI cards. */
export function ChangeLabel({ change }: { change: Change }) {
  const Icon = CHANGE_ICONS[change.direction];
  return (
    <Group
      gap={2}
      wrap="nowrap"
      className={classes.change}
      data-tone={change.tone}
      justify="flex-end"
      ml="auto"
    >
      <Icon size={14} stroke={2} aria-hidden />
      <Text size="sm" fw={600} span>
        {change.label}
      </Text>
    </Group>
  );
}
