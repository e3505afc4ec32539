import { Anchor, Group, Table, Text } from "@mantine/core";
import { messagesOf, type MessageCounts } from "@folio/domain";
import { useState } from "react";
import type { DateRange } from "../api/date-range";
import { useWorkConversions, type WorkConversionsTable } from "../api/get-work-conversions";
import { formatCount, formatRate } from "../format";
import { nextWorkSort, sortWorks, workTitle, type WorkSort, type WorkSortKey } from "../work-sort";
import { ChartCard } from "./chart-card";
import { SortHeader } from "./sort-header";
import { ContentThumbnail } from "./content-thumbnail";
import { WorkDaysDrawer, type DrawerWork } from "./work-days-drawer";
import classes from "./work-conversions.module.css";

const TITLE = "Works that bring inquiries";
const NO_MESSAGES = "No work brought a message in this period.";
const NONE: MessageCounts = { inquiries: 0, bookings: 0 };

const COLUMNS: readonly { key: WorkSortKey; label: string }[] = [
  { key: "title", label: "Work" },
  { key: "views", label: "Views" },
  { key: "likes", label: "Likes" },
  { key: "downloads", label: "Downloads" },
  { key: "shares", label: "Shares" },
  { key: "inquiries", label: "Inquiries" },
  { key: "bookings", label: "Bookings" },
  { key: "conversionRate", label: "Conversion" },
];

/**
 * A footer row of message totals under the Inquiries and Bookings columns: the period's, as the
 * key figures count them, so the table adds up to the cards whatever the top 20 leave out.
 */
function TotalRow({ label, counts, italic }: { label: string; counts: MessageCounts; italic?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={italic ? 400 : 600} fs={italic ? "italic" : undefined}>
        {label}
      </Table.Th>
      <Table.Td colSpan={4} />
      <Table.Td ta="right" className={classes.figure} fw={italic ? undefined : 600}>
        {formatCount(counts.inquiries)}
      </Table.Td>
      <Table.Td ta="right" className={classes.figure} fw={italic ? undefined : 600}>
        {formatCount(counts.bookings)}
      </Table.Td>
      <Table.Td />
    </Table.Tr>
  );
}

/**
 * The works table: sortable by any column, in the default order until a header is clicked. A
 * work's title opens its figures per day (the drawer links on to the work's editor).
 */
function WorksTable({
  rows,
  total,
  received,
  withoutWork,
  onOpen,
}: WorkConversionsTable & { onOpen: (work: DrawerWork) => void }) {
  const [sort, setSort] = useState<WorkSort>(null);
  const shown = sortWorks(rows, sort);
  return (
    <>
      {!rows.some((row) => messagesOf(row) > 0) && (
        <Text size="sm" c="dimmed">
          {NO_MESSAGES}
        </Text>
      )}
      <Table.ScrollContainer minWidth={720}>
        <Table fz="sm" verticalSpacing={6} horizontalSpacing="xs" highlightOnHover aria-label={TITLE}>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <SortHeader
                  key={column.key}
                  column={column.key}
                  label={column.label}
                  numeric={column.key !== "title"}
                  sort={sort}
                  onSort={(key) => setSort((current) => nextWorkSort(current, key))}
                />
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.contentId}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" className={classes.work}>
                    <ContentThumbnail item={row.item} size={32} />
                    <Anchor
                      component="button"
                      type="button"
                      onClick={() =>
                        onOpen({ contentId: row.contentId, title: workTitle(row), exists: row.item !== null })
                      }
                      size="sm"
                      fw={row.item ? 500 : undefined}
                      fs={row.item ? undefined : "italic"}
                      c={row.item ? "inherit" : "dimmed"}
                      truncate="end"
                      title={`${workTitle(row)}: figures per day`}
                      className={classes.open}
                    >
                      {workTitle(row)}
                    </Anchor>
                  </Group>
                </Table.Td>
                {(["views", "likes", "downloads", "shares", "inquiries", "bookings"] as const).map((key) => (
                  <Table.Td key={key} ta="right" className={classes.figure}>
                    {formatCount(row[key])}
                  </Table.Td>
                ))}
                <Table.Td ta="right" className={classes.figure} fw={600}>
                  {formatRate(row.conversionRate)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            {messagesOf(withoutWork) > 0 && <TotalRow label="Not about a work" counts={withoutWork} italic />}
            <TotalRow label="All messages received" counts={received} />
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {total > rows.length && (
        <Text size="xs" c="dimmed">
          Top {rows.length} of {formatCount(total)} works
        </Text>
      )}
    </>
  );
}

/** Which works bring accepted inquiries and booking requests over `range`, beside their views. */
export function WorkConversions({ range }: { range: DateRange }) {
  const query = useWorkConversions(range);
  const [open, setOpen] = useState<DrawerWork | null>(null);
  return (
    <ChartCard
      title={TITLE}
      description="Inquiries and booking requests received that name a work, beside its views; most messages first, every message received in the last row. A work's title opens its days."
      query={query}
      empty={(query.data?.rows.length ?? 0) === 0 && messagesOf(query.data?.received ?? NONE) === 0}
      emptyText={NO_MESSAGES}
      height={200}
    >
      {query.data && <WorksTable {...query.data} onOpen={setOpen} />}
      <WorkDaysDrawer range={range} work={open} onClose={() => setOpen(null)} />
    </ChartCard>
  );
}
