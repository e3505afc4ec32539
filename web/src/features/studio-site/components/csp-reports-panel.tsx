import { Alert, Anchor, Card, Skeleton, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { useCspReportsQuery } from "../api/csp-reports-query";

/** Rows shown before "Show all". */
const FIRST_ROWS = 8;

/**
 * What visitors' browsers refused to load or run on the site, as they reported it (the
 * Content-Security-Policy's reports, kept a month): a line after one of the owner's changes means
 * visitors do not get what it added; a stray one is often a browser extension.
 */
export function CspReportsPanel() {
  const reports = useCspReportsQuery();
  const [all, setAll] = useState(false);
  return (
    <Stack gap="xs" component="section" aria-labelledby="csp-reports-title">
      <Title order={2} size="h4" id="csp-reports-title">
        Blocked by the site’s security policy
      </Title>
      <Text c="dimmed" size="sm">
        What visitors’ browsers refused to load or run on your pages in the last 30 days, as they reported it.
        A line after a change of yours (an embed, a font, an analytics tag) means visitors don’t get it; a
        stray one is often a browser extension. Nothing here tells visitors apart.
      </Text>
      {reports.isPending ? (
        <Skeleton h={80} radius="md" aria-label="Loading the security reports" />
      ) : reports.isError ? (
        <LoadError
          title="The security reports could not be loaded"
          error={reports.error}
          onRetry={() => void reports.refetch()}
          retrying={reports.isFetching}
        />
      ) : reports.data.rows.length === 0 ? (
        <Text size="sm">Nothing was blocked in the last 30 days.</Text>
      ) : (
        <>
          {reports.data.cappedDays.length > 0 && (
            <Alert color="yellow" variant="light">
              On {reports.data.cappedDays.join(", ")} more was reported than a day keeps: the list shows the
              most common kinds, and the counts stop at the day’s limit.
            </Alert>
          )}
          {/* What, where and how often first: a phone shows those three and scrolls to the rest. */}
          <Card withBorder padding={0} radius="md">
            <Table.ScrollContainer minWidth={620}>
              <Table verticalSpacing="xs" fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Blocked</Table.Th>
                    <Table.Th>Page</Table.Th>
                    <Table.Th ta="right">Reports</Table.Th>
                    <Table.Th>Rule</Table.Th>
                    <Table.Th>Browser</Table.Th>
                    <Table.Th>Last</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(all ? reports.data.rows : reports.data.rows.slice(0, FIRST_ROWS)).map((row) => (
                    <Table.Tr key={`${row.directive} ${row.blocked} ${row.page} ${row.browser}`}>
                      <Table.Td>{row.blocked}</Table.Td>
                      <Table.Td>{row.page}</Table.Td>
                      <Table.Td ta="right">{row.count.toLocaleString("en")}</Table.Td>
                      <Table.Td>{row.directive}</Table.Td>
                      <Table.Td>{row.browser}</Table.Td>
                      <Table.Td>{row.lastDay}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Card>
          {reports.data.rows.length > FIRST_ROWS && (
            <Anchor component="button" type="button" size="sm" onClick={() => setAll((shown) => !shown)}>
              {all ? "Show fewer" : `Show all ${reports.data.rows.length}`}
            </Anchor>
          )}
        </>
      )}
    </Stack>
  );
}
