import { IconDownload } from "@tabler/icons-react";
import { Button } from "@/components/ui/button";
import type { DateRange } from "../api/date-range";
import { useAnalyticsCsv } from "../api/get-analytics-csv";
import { notifications } from "@mantine/notifications";
import { rangeLength } from "../range-presets";

/** Hands a Blob to the browser as a download. */
function download(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.click();
  // The click has started the download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Exports the range's daily figures as a CSV file. */
export function ExportButton({ range }: { range: DateRange }) {
  const exportCsv = useAnalyticsCsv();
  const run = async () => {
    try {
      const { filename, blob } = await exportCsv.mutateAsync(range);
      download(filename, blob);
      notifications.show({
        color: "teal",
        title: "CSV exported",
        message: `${filename} (${rangeLength(range)} days)`,
      });
    } catch {
      notifications.show({
        color: "red",
        title: "Export failed",
        message: "The figures could not be read. Try again.",
      });
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      leftIcon={<IconDownload size={16} />}
      onClick={run}
      loading={exportCsv.isPending}
    >
      Export CSV
    </Button>
  );
}
