import { SegmentedControl, Table, Text } from "@mantine/core";
import { messagesOf, type AttributionConversion } from "@folio/domain";
import { useState } from "react";
import type { DateRange } from "../api/date-range";
import { useAttributionConversions, type AttributionTables } from "../api/get-attribution-conversions";
import {
  nextAttributionSort,
  sortAttribution,
  type AttributionSort,
  type AttributionSortKey,
} from "../attribution-sort";
import { formatCount, formatRate } from "../format";
import { ChartCard } from "./chart-card";
import { SortHeader } from "./sort-header";
import classes from "./work-conversions.module.css";

const TITLE = "Sources and campaigns that bring inquiries";

const VIEWS = {
  sources: {
    label: "By source",
    column: "Source",
    empty: "No source brought a visit or a message in this period.",
  },
  campaigns: {
    label: "By campaign",
    column: "Campaign",
    empty: "No campaign (utm_campaign) brought a visit or a message in this period.",
  },
} as const;
type View = keyof typeof VIEWS;

const FIGURES: readonly { key: Exclude<AttributionSortKey, "label">; label: string }[] = [
  { key: "sessions", label: "Sessions" },
  { key: "inquiries", label: "Inquiries" },
  { key: "bookings", label: "Bookings" },
  { key: "conversionRate", label: "Conversion" },
];

/** One view's table, sortable by any column; a view keeps its own sort. Its footer holds the period's totals. */
function AttributionTable({
  rows,
  total,
  view,
}: {
  rows: readonly AttributionConversion[];
  total: AttributionTables["total"];
  view: View;
}) {
  const [sort, setSort] = useState<AttributionSort>(null);
  const onSort = (key: AttributionSortKey) => setSort((current) => nextAttributionSort(current, key));
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table
        fz="sm"
        verticalSpacing={6}
        horizontalSpacing="xs"
        highlightOnHover
        aria-label={`${TITLE}: ${VIEWS[view].label.toLowerCase()}`}
      >
        <Table.Thead>
          <Table.Tr>
            <SortHeader
              column="label"
              label={VIEWS[view].column}
              sort={sort}
              numeric={false}
              onSort={onSort}
            />
            {FIGURES.map((figure) => (
              <SortHeader
                key={figure.key}
                column={figure.key}
                label={figure.label}
                sort={sort}
                onSort={onSort}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sortAttribution(rows, sort).map((row) => (
            <Table.Tr key={`${row.untracked ? "untracked" : "label"}:${row.label}`}>
              <Table.Td>
                <Text
                  size="sm"
                  truncate="end"
                  maw={240}
                  title={row.label}
                  fs={row.untracked ? "italic" : undefined}
                >
                  {row.label}
                </Text>
              </Table.Td>
              <Table.Td ta="right" className={classes.figure}>
                {row.untracked ? "—" : formatCount(row.sessions)}
              </Table.Td>
              <Table.Td ta="right" className={classes.figure}>
                {formatCount(row.inquiries)}
              </Table.Td>
              <Table.Td ta="right" className={classes.figure}>
                {formatCount(row.bookings)}
              </Table.Td>
              <Table.Td ta="right" className={classes.figure} fw={600}>
                {formatRate(row.conversionRate)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" fw={600}>
              All messages received
            </Table.Th>
            <Table.Td ta="right" className={classes.figure} fw={600}>
              {formatCount(total.sessions)}
            </Table.Td>
            <Table.Td ta="right" className={classes.figure} fw={600}>
              {formatCount(total.inquiries)}
            </Table.Td>
            <Table.Td ta="right" className={classes.figure} fw={600}>
              {formatCount(total.bookings)}
            </Table.Td>
            <Table.Td ta="right" className={classes.figure} fw={600}>
              {formatRate(total.conversionRate)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Which traffic sources and campaigns bring accepted inquiries and booking requests over
 * `range`, beside their sessions: conversion is (inquiries + bookings) / sessions.
 */
export function AttributionConversions({ range }: { range: DateRange }) {
  const query = useAttributionConversions(range);
  const [view, setView] = useState<View>("sources");
  const rows = query.data?.[view] ?? [];
  const total = query.data?.total;
  return (
    <ChartCard
      title={TITLE}
      description="Inquiries and booking requests received during a visit, under the visit's source or campaign; conversion is messages per visit. The last row holds every visit and message."
      extra={
        <SegmentedControl
          size="xs"
          value={view}
          onChange={(value) => setView(value as View)}
          data={Object.entries(VIEWS).map(([value, { label }]) => ({ value, label }))}
          aria-label="Break messages down"
        />
      }
      query={query}
      empty={rows.length === 0 && (total === undefined || total.sessions + messagesOf(total) === 0)}
      emptyText={VIEWS[view].empty}
      height={200}
    >
      {!rows.some((row) => messagesOf(row) > 0) && (
        <Text size="sm" c="dimmed">
          {rows.length === 0
            ? VIEWS[view].empty
            : `No ${view === "sources" ? "source" : "campaign"} brought a message in this period.`}
        </Text>
      )}
      {total && <AttributionTable key={view} rows={rows} total={total} view={view} />}
    </ChartCard>
  );
}
