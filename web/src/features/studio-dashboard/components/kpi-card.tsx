import { Group, Paper, Stack, Text, Tooltip } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { describeChange, type Better } from "../kpi-change";
import changeClasses from "./change.module.css";
import { CHANGE_ICONS } from "./change-label";
import classes from "./kpi-card.module.css";

export interface KpiCardProps {
  label: string;
  /** What the figure means. */
  hint: string;
  /** This period's value. */
  value: number;
  /** The previous period's value, or null when unknown. */
  previous: number | null;
  format: (value: number) => string;
  better: Better;
  /** Words for the previous period, e.g. "the 7 days before". */
  previousLabel: string;
}

/** A key figure with its change against the previous period. */
export function KpiCard({ label, hint, value, previous, format, better, previousLabel }: KpiCardProps) {
  const change = previous === null ? null : describeChange(value, previous, better);
  const Icon = change ? CHANGE_ICONS[change.direction] : null;
  return (
    <Paper withBorder radius="md" p="md" className={classes.card} component="section" aria-label={label}>
      <Stack gap={6}>
        <Group gap={4} wrap="nowrap">
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" className={classes.label}>
            {label}
          </Text>
          <Tooltip label={hint} multiline w={240} withArrow>
            <IconInfoCircle size={14} className={classes.hint} aria-label={hint} role="img" />
          </Tooltip>
        </Group>
        <Text fz={28} fw={700} lh={1.1} className={classes.value} data-testid="kpi-value">
          {format(value)}
        </Text>
        {change && Icon && previous !== null && (
          <Tooltip label={`${format(previous)} in ${previousLabel}`} withArrow>
            <Group
              gap={4}
              wrap="wrap"
              className={`${changeClasses.change} ${classes.change}`}
              data-tone={change.tone}
              aria-label={`${change.label} compared with ${previousLabel} (${format(previous)})`}
            >
              <Icon size={16} stroke={2} />
              <Text size="sm" fw={600} span>
                {change.label}
              </Text>
              <Text size="xs" c="dimmed" span className={classes.versus}>
                vs previous
              </Text>
            </Group>
          </Tooltip>
        )}
      </Stack>
    </Paper>
  );
}
