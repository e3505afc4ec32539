import { Alert, Group, List, Modal, Progress, Stack, Text } from "@mantine/core";
import { REBUILD_MAX_DAYS } from "@folio/domain";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { lastDays, type DateRange } from "../api/date-range";
import { useRebuildMetrics } from "../api/rebuild-metrics";
import { formatCount } from "../format";
import { describeRange, rangeLength } from "../range-presets";
import { summariseRebuild } from "../rebuild-summary";

export interface RebuildDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The dashboard's range; a longer one is cut to its last REBUILD_MAX_DAYS days. */
  range: DateRange;
}

function clamp(range: DateRange): DateRange {
  if (rangeLength(range) <= REBUILD_MAX_DAYS) return range;
  const { from } = lastDays(REBUILD_MAX_DAYS, Date.parse(`${range.to}T12:00:00Z`));
  return { from, to: range.to };
}

/** Rebuilds counters and rollups from the raw events, with progress and what it changed. */
export function RebuildDialog({ opened, onClose, range }: RebuildDialogProps) {
  const target = clamp(range);
  const rebuild = useRebuildMetrics();
  const running = rebuild.isPending;
  const report = rebuild.data ?? null;
  const error = rebuild.error?.message ?? null;
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.round((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = async () => {
    setElapsed(0);
    // The mutation refreshes the dashboard's figures; its outcome shows in this dialog.
    await rebuild.mutateAsync(target).catch(() => undefined);
  };
  const summary = report ? summariseRebuild(report) : null;

  return (
    <Modal opened={opened} onClose={onClose} title="Rebuild metrics" centered closeOnClickOutside={!running}>
      <Stack gap="md">
        <Text size="sm">
          Recounts the daily counters, rollups and item views of <strong>{describeRange(target)}</strong> (
          {rangeLength(target)} days) from the raw events, repairing any drift. It changes nothing when the
          figures already agree. The nightly job does this for yesterday by itself.
        </Text>
        {rangeLength(range) > REBUILD_MAX_DAYS && (
          <Text size="xs" c="dimmed">
            One rebuild covers at most {REBUILD_MAX_DAYS} days, so the last {REBUILD_MAX_DAYS} days of the
            period are rebuilt.
          </Text>
        )}
        {running && (
          <Stack gap={4} aria-live="polite">
            <Progress value={100} striped animated aria-label="Rebuilding" />
            <Text size="xs" c="dimmed">
              Reading the raw events and recounting… {elapsed}s
            </Text>
          </Stack>
        )}
        {error && !running && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title="The rebuild did not finish"
            role="alert"
          >
            {error} Nothing is lost: a day's corrections are kept as far as they got, and the next rebuild
            finishes them. Try again.
          </Alert>
        )}
        {summary && !running && (
          <Alert
            color={summary.failedDays.length > 0 ? "yellow" : "teal"}
            variant="light"
            icon={
              summary.failedDays.length > 0 ? <IconAlertCircle size={18} /> : <IconCircleCheck size={18} />
            }
            title={
              summary.failedDays.length > 0 ? "Rebuild finished, with days that failed" : "Rebuild finished"
            }
            role="status"
          >
            {summary.expiredDays > 0 && (
              <Text size="sm" mb={4}>
                {summary.expiredDays} days are older than the raw events kept, so they were left as they were;
                the dashboard still shows them.
              </Text>
            )}
            {summary.failedDays.length > 0 && (
              <Text size="sm" mb={4} c="red.8">
                {summary.failedDays.length === 1 ? "1 day" : `${summary.failedDays.length} days`} could not be
                rebuilt ({summary.failedDays.join(", ")}); the other days were. Rebuild again, or wait for the
                nightly job, to retry {summary.failedDays.length === 1 ? "it" : "them"}.
              </Text>
            )}
            {summary.clean ? (
              <Text size="sm">
                All {summary.days} days already agreed with the raw events. Nothing was changed.
              </Text>
            ) : (
              <List size="sm" spacing={2}>
                <List.Item>
                  {summary.days} days checked, {summary.repairedDays} corrected
                </List.Item>
                <List.Item>
                  {formatCount(summary.claimedEvents)} events counted that had been missed
                </List.Item>
                <List.Item>{formatCount(summary.settledSessions)} visits settled</List.Item>
                <List.Item>{formatCount(summary.itemsRepaired)} items' views or likes corrected</List.Item>
                {summary.itemsLeft > 0 && (
                  <List.Item>
                    {formatCount(summary.itemsLeft)} items could not be corrected this time (their day
                    failed); the next rebuild corrects them
                  </List.Item>
                )}
              </List>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="ghost" onClick={onClose} disabled={running}>
            Close
          </Button>
          <Button onClick={start} loading={running}>
            {report ? "Rebuild again" : `Rebuild ${rangeLength(target)} days`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
