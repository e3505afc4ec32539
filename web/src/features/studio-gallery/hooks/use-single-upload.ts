import { useCallback, useEffect, useRef, useState } from "react";
import { prepareUpload, type PreparedMedia } from "../api/prepare-upload";
import { checkFile } from "@/lib/media/media-rules";
import { isCancellation, uploadErrorMessage } from "../upload/storage-error-message";
import { canCancel, uploadReducer, type UploadEntry, type UploadEvent } from "../upload/upload-machine";

/** One file uploaded for the item being edited, through the same state machine as bulk uploads. */
export function useSingleUpload(itemId: string, onUploaded: (prepared: PreparedMedia) => void) {
  const [entry, setEntry] = useState<UploadEntry | null>(null);
  const controller = useRef<AbortController | null>(null);
  const apply = (event: UploadEvent) =>
    setEntry((current) => uploadReducer(current ? [current] : [], event).at(-1) ?? null);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const id = `${itemId}-${Date.now()}`;
      setEntry(
        uploadReducer([], {
          type: "added",
          files: [{ id, fileName: file.name, size: file.size, check: checkFile(file) }],
        })[0]!,
      );
      if (!checkFile(file).ok) return;
      const abort = new AbortController();
      controller.current = abort;
      apply({ type: "reading", id });
      try {
        const prepared = await prepareUpload(
          file,
          { kind: "gallery", itemId },
          {
            signal: abort.signal,
            onUploadStart: () => apply({ type: "progress", id, transferred: 0, total: file.size }),
            onProgress: (transferred, total) => apply({ type: "progress", id, transferred, total }),
            onProcessing: () => apply({ type: "processing", id }),
          },
        );
        apply({ type: "saving", id });
        apply({ type: "done", id, itemId });
        onUploaded(prepared);
      } catch (error) {
        if (abort.signal.aborted || isCancellation(error)) apply({ type: "cancelled", id });
        else apply({ type: "failed", id, error: uploadErrorMessage(error) });
      }
    },
    [itemId, onUploaded],
  );

  const cancel = useCallback(() => {
    if (entry && canCancel(entry)) {
      controller.current?.abort();
      apply({ type: "cancelled", id: entry.id });
    }
  }, [entry]);

  return { entry, upload, cancel, reset: () => setEntry(null) };
}
