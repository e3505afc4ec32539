import { Anchor, Drawer, Skeleton, Stack, Table, Text } from "@mantine/core";
import { BarChart } from "@mantine/charts";
import { Link } from "react-router";
import { LoadError } from "@/components/ui/load-error";
import { paths } from "@/config/paths";
import type { DateRange } from "../api/date-range";
import { useWorkDays } from "../api/get-work-days";
import { formatCount } from "../format";
import { shortDay } from "../range-presets";
import classes from "./work-conversions.module.css";

const FIGURES = [
  { key: "views", label: "Views" },
  { key: "likes", label: "Likes" },
  { key: "downloads", label: "Downloads" },
  { key: "shares", label: "Shares" },
  { key: "inquiries", label: "Inquiries" },
  { key: "bookings", label: "Bookings" },
] as const;

/** The work the drawer shows: its id, and the title the works table gave it. */
export interface DrawerWork {
  contentId: string;
  title: string;
  /** False for a deleted work: there is no page to edit. */
  exists: boolean;
}

export interface WorkDaysDrawerProps {
  /** The dashboard's range. */
  range: DateRange;
  /** The work to show; null keeps the drawer closed. */
  work: DrawerWork | null;
  /** Closes the drawer. */
  onClose: () => void;
}

/** One work's figures on each day of the range: a small chart of views and a daily table. */
export function WorkDaysDrawer({ range, work, onClose }: WorkDaysDrawerProps) {
  const query = useWorkDays(range, work?.contentId ?? null);
  return (
    <Drawer opened={work !== null} onClose={onClose} position="right" size="lg" title={work?.title ?? ""}>
      {work && (
        <Stack gap="sm">
          <Text size="xs" c="dimmed">
            Per UTC day, {range.from} to {range.to}; messages are accepted inquiries and booking requests that
            name the work.{" "}
            {work.exists && (
              <Anchor component={Link} to={paths.studio.galleryItem.href(work.contentId)} size="xs">
                Edit the work
              </Anchor>
            )}
          </Text>
          {query.isError ? (
            <LoadError
              title="The work's days could not be loaded"
              error={query.error}
              onRetry={() => void query.refetch()}
            />
          ) : !query.data ? (
            <Skeleton height={240} />
          ) : (
            <>
              <BarChart
                h={120}
                data={query.data.map((day) => ({ day: shortDay(day.date), Views: day.views }))}
                dataKey="day"
                series={[{ name: "Views", color: "blue.6" }]}
                gridAxis="none"
                withYAxis={false}
                aria-hidden
              />
              <Table.ScrollContainer minWidth={560}>
                <Table
                  fz="sm"
                  verticalSpacing={4}
                  horizontalSpacing="xs"
                  aria-label={`${work.title} per day`}
                >
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Date</Table.Th>
                      {FIGURES.map((figure) => (
                        <Table.Th key={figure.key} ta="right">
                          {figure.label}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {query.data.map((day) => (
                      <Table.Tr key={day.date}>
                        <Table.Td className={classes.figure}>{day.date}</Table.Td>
                        {FIGURES.map((figure) => (
                          <Table.Td key={figure.key} ta="right" className={classes.figure}>
                            {formatCount(day[figure.key])}
                          </Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          )}
        </Stack>
      )}
    </Drawer>
  );
}
