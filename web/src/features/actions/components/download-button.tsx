import type { GalleryItem } from "@folio/domain";
import { IconDownload } from "@tabler/icons-react";
import { useRef } from "react";
import { recordEvent } from "@/data/analytics/tracker";
import { Button } from "@/components/ui/button";
import { downloadFile, downloadName } from "../lib/download-file";
import { trackedContent } from "../lib/tracked-content";
import classes from "./item-actions.module.css";

/**
 * Download the work: its clean full-size copy (never the original), rendered only for items the
 * owner made downloadable; Storage refuses that copy otherwise.
 */
export function DownloadButton({ item }: { item: GalleryItem }) {
  // No loading state: a disabled button drops keyboard focus out of the viewer (←/→ would stop working).
  const pending = useRef(false);
  if (!item.downloadable) return null;
  const download = async () => {
    if (pending.current) return;
    pending.current = true;
    recordEvent("download", trackedContent(item));
    try {
      await downloadFile(item.media.download?.url ?? item.media.url, downloadName(item));
    } finally {
      pending.current = false;
    }
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      className={classes.action}
      leftIcon={<IconDownload size={18} />}
      onClick={() => void download()}
      aria-label="Download"
    >
      <span className={classes.label}>Download</span>
    </Button>
  );
}
