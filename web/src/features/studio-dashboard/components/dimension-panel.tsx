import { Group, Progress, SegmentedControl, Table, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { OTHER_SOURCE, TOP_SOURCES_PER_DAY } from "@folio/domain";
import { IconSearch } from "@tabler/icons-react";
import { useState, type ReactNode } from "react";
import type { DateRange } from "../api/date-range";
import { useDimensionRows, type Breakdown, type DimensionRow } from "../api/get-dimension-rows";
import {
  DEFAULT_DIMENSION_SORT,
  filterDimensionRows,
  nextDimensionSort,
  sortDimensionRows,
  type DimensionSort,
  type DimensionSortKey,
} from "../dimension-table";
import { formatCount, formatPercent } from "../format";
import { describeChange } from "../kpi-change";
import { ChangeLabel } from "./change-label";
import { ChartCard } from "./chart-card";
import { SortHeader } from "./sort-header";
import classes from "./dimension-panel.module.css";

/** One breakdown a panel shows (a panel with several switches between them). */
export interface DimensionTab {
  breakdown: Breakdown;
  /** The tab's name and the label column's header: "Campaign". */
  label: string;
  /** One row's kind in a sentence: "campaign" ("No campaign matches …"). */
  noun: string;
  /** The rows' kind in the filter's label: "campaigns" ("Filter campaigns"). */
  plural: string;
  /** What the panel says when the range has none. */
  empty: string;
}

export interface DimensionPanelProps {
  title: string;
  /** One line under the title. */
  description: string;
  range: DateRange;
  /** The breakdowns, the first shown first; a segmented control switches between two or more. */
  tabs: readonly [DimensionTab, ...DimensionTab[]];
  /** The words a label is shown and filtered by (a country's name); the label itself by default. */
  nameOf?: (label: string) => string;
  /** How a label is drawn in its cell (a link); its name as text by default. */
  renderLabel?: (label: string, name: string) => ReactNode;
}

const SORTABLE: readonly { key: DimensionSortKey; label: string }[] = [
  { key: "sessions", label: "Visits" },
  { key: "previous", label: "Previous" },
  { key: "change", label: "Change" },
];

function Row({ row, name, label }: { row: DimensionRow; name: string; label: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td className={classes.label} title={name}>
        <div className={classes.labelText}>{label}</div>
        {/* The share under the label, not in a column of its own: the table fits half a screen. */}
        <Group gap={6} wrap="nowrap" mt={2}>
          <Progress value={row.share} size={4} color="ink" className={classes.share} aria-hidden />
          <Text span size="xs" c="dimmed" className={classes.figure}>
            {formatPercent(row.share)}
            <VisuallyHidden> of visits</VisuallyHidden>
          </Text>
        </Group>
      </Table.Td>
      <Table.Td ta="right" className={classes.figure} fw={600}>
        {formatCount(row.sessions)}
      </Table.Td>
      <Table.Td ta="right" className={classes.figure}>
        {formatCount(row.previous)}
      </Table.Td>
      <Table.Td ta="right">
        <ChangeLabel change={describeChange(row.sessions, row.previous)} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A breakdown of the range's visits as a table: each label's visits, the previous period's,
 * the change and the share of visits, filterable by a text and sortable by its figures. The
 * filter and the sort stay while the tabs switch.
 */
export function DimensionPanel({
  title,
  description,
  range,
  tabs,
  nameOf = (label) => label,
  renderLabel = (_label, name) => name,
}: DimensionPanelProps) {
  const [breakdown, setBreakdown] = useState<Breakdown>(tabs[0].breakdown);
  const [filter, setFilter] = useState("");
  const [sort, setSort] = useState<DimensionSort>(DEFAULT_DIMENSION_SORT);
  const tab = tabs.find((candidate) => candidate.breakdown === breakdown) ?? tabs[0];
  const query = useDimensionRows(range, tab.breakdown);
  const rows = query.data ?? [];
  const shown = sortDimensionRows(filterDimensionRows(rows, filter, nameOf), sort);
  return (
    <ChartCard title={title} description={description} query={query} empty={false} height={200}>
      {tabs.length > 1 && (
        <SegmentedControl
          size="xs"
          fullWidth
          aria-label={`${title}: break visits down by`}
          value={tab.breakdown}
          onChange={(value) => setBreakdown(value as Breakdown)}
          data={tabs.map((candidate) => ({ value: candidate.breakdown, label: candidate.label }))}
        />
      )}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="xl">
          {tab.empty}
        </Text>
      ) : (
        <>
          <TextInput
            size="xs"
            type="search"
            label={`Filter ${tab.plural}`}
            leftSection={<IconSearch size={14} aria-hidden />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
          />
          {shown.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="md">
              No {tab.noun} matches “{filter.trim()}”.
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={440}>
              <Table
                fz="sm"
                verticalSpacing={6}
                horizontalSpacing="xs"
                highlightOnHover
                aria-label={`Visits by ${tab.noun}`}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>
                      {tab.label}
                      <Text span size="xs" c="dimmed" fw={400}>
                        {" "}
                        · share of visits
                      </Text>
                    </Table.Th>
                    {SORTABLE.map((column) => (
                      <SortHeader
                        key={column.key}
                        column={column.key}
                        label={column.label}
                        sort={sort}
                        onSort={(key) => setSort((current) => nextDimensionSort(current, key))}
                      />
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((row) => {
                    const name = nameOf(row.label);
                    return (
                      <Row
                        key={row.label}
                        row={row}
                        name={name}
                        label={row.label === OTHER_SOURCE ? OTHER_SOURCE : renderLabel(row.label, name)}
                      />
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {shown.some((row) => row.label === OTHER_SOURCE) && (
            <Text size="xs" c="dimmed">
              Other: the visits of the {tab.plural} beyond each day&apos;s top {TOP_SOURCES_PER_DAY}, added
              up.
            </Text>
          )}
        </>
      )}
    </ChartCard>
  );
}
