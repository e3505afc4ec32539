import { Center, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { LoadError } from "@/components/ui/load-error";
import classes from "./chart-card.module.css";

export interface ChartCardProps {
  title: string;
  /** One line under the title. */
  description?: ReactNode;
  /** Right side of the title row. */
  extra?: ReactNode;
  /** The panel's query: pending shows a skeleton, an error shows it with Retry. */
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => unknown;
  };
  /** True when there is nothing to draw: a calm note replaces the chart. */
  empty: boolean;
  /** What the empty note says. */
  emptyText?: string;
  /** Height of the drawing area. */
  height: number;
  children: ReactNode;
}

/** A dashboard panel with its loading, error and empty states, each distinct. */
export function ChartCard({
  title,
  description,
  extra,
  query,
  empty,
  emptyText,
  height,
  children,
}: ChartCardProps) {
  return (
    <Paper withBorder radius="md" p="md" className={classes.card} component="section" aria-label={title}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={0}>
            <Title order={2} size="h5">
              {title}
            </Title>
            {description && (
              <Text size="xs" c="dimmed">
                {description}
              </Text>
            )}
          </Stack>
          {extra}
        </Group>
        {query.isError ? (
          <LoadError
            title={`${title} could not be loaded`}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : query.isPending ? (
          <Skeleton h={height} radius="sm" aria-label={`Loading ${title.toLowerCase()}`} />
        ) : empty ? (
          <Center h={height}>
            <Text size="sm" c="dimmed" ta="center">
              {emptyText ?? "No visits in this period yet."}
            </Text>
          </Center>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}
