import { useCallback, useEffect, useReducer, useRef } from "react";
import { checkFile } from "@/lib/media/media-rules";
import { isCancellation, uploadErrorMessage } from "../upload/storage-error-message";
import {
  canCancel,
  entriesToStart,
  isSettled,
  uploadReducer,
  uploadSummary,
  type UploadEntry,
} from "../upload/upload-machine";

/** Files uploaded at once: enough to keep the line busy without starving each other. */
const CONCURRENCY = 2;

/** Reports from one file's work back to the list. */
export interface UploadReporter {
  signal: AbortSignal;
  onUploadStart: () => void;
  onProgress: (transferred: number, total: number) => void;
  onProcessing: () => void;
  onSaving: () => void;
}

/** Does the work for one file; resolves to the id of the gallery item it became. */
export type ProcessFile = (file: File, report: UploadReporter) => Promise<string>;

/** The upload list and what the owner can do with it. */
export interface UploadQueue {
  entries: UploadEntry[];
  add: (files: readonly File[]) => void;
  cancel: (id: string) => void;
  retry: (id: string) => void;
  dismiss: (id: string) => void;
  clearFinished: () => void;
  summary: ReturnType<typeof uploadSummary>;
}

let nextId = 0;

/**
 * Runs files through `process` a few at a time, following the upload state machine.
 * Uploads go on when the upload dialog closes; leaving the page cancels them (the browser
 * warns first).
 */
export function useUploadQueue(process: ProcessFile): UploadQueue {
  const [entries, dispatch] = useReducer(uploadReducer, []);
  const files = useRef(new Map<string, File>());
  const controllers = useRef(new Map<string, AbortController>());
  const processRef = useRef(process);
  const entriesRef = useRef(entries);
  useEffect(() => {
    processRef.current = process;
    entriesRef.current = entries;
  }, [process, entries]);

  const start = useCallback(async (entry: UploadEntry) => {
    const file = files.current.get(entry.id);
    if (!file || controllers.current.has(entry.id)) return;
    const controller = new AbortController();
    controllers.current.set(entry.id, controller);
    dispatch({ type: "reading", id: entry.id });
    try {
      const itemId = await processRef.current(file, {
        signal: controller.signal,
        onUploadStart: () => dispatch({ type: "progress", id: entry.id, transferred: 0, total: file.size }),
        onProgress: (transferred, total) => dispatch({ type: "progress", id: entry.id, transferred, total }),
        onProcessing: () => dispatch({ type: "processing", id: entry.id }),
        onSaving: () => dispatch({ type: "saving", id: entry.id }),
      });
      dispatch({ type: "done", id: entry.id, itemId });
    } catch (error) {
      if (controller.signal.aborted || isCancellation(error)) dispatch({ type: "cancelled", id: entry.id });
      else dispatch({ type: "failed", id: entry.id, error: uploadErrorMessage(error) });
    } finally {
      controllers.current.delete(entry.id);
    }
  }, []);

  useEffect(() => {
    for (const entry of entriesToStart(entries, CONCURRENCY)) void start(entry);
  }, [entries, start]);

  const summary = uploadSummary(entries);
  useEffect(() => {
    if (summary.pending === 0) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [summary.pending]);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  return {
    entries,
    summary,
    add: useCallback((picked: readonly File[]) => {
      const added = picked.map((file) => {
        const id = `upload-${++nextId}`;
        files.current.set(id, file);
        return { id, fileName: file.name, size: file.size, check: checkFile(file) };
      });
      dispatch({ type: "added", files: added });
    }, []),
    cancel: useCallback((id: string) => {
      const entry = entriesRef.current.find((candidate) => candidate.id === id);
      if (!entry || !canCancel(entry)) return;
      controllers.current.get(id)?.abort();
      dispatch({ type: "cancelled", id });
    }, []),
    retry: useCallback((id: string) => dispatch({ type: "retried", id }), []),
    dismiss: useCallback((id: string) => {
      files.current.delete(id);
      dispatch({ type: "dismissed", id });
    }, []),
    clearFinished: useCallback(() => {
      for (const entry of entriesRef.current)
        if (isSettled(entry) && entry.phase !== "failed") files.current.delete(entry.id);
      dispatch({ type: "cleared" });
    }, []),
  };
}
