import { useCallback, useEffect, useReducer, useRef } from "react";
import { checkFile } from "@/lib/media/media-rules";
import { createClientWork, uploadClientOriginal } from "../api/upload-client-work";
import {
  clientUploadReducer,
  entriesToStart,
  summarizeUploads,
  type ClientUploadEntry,
} from "../upload/upload-queue";

/** The gallery's upload list and what the owner can do with it. */
export interface ClientUploads {
  entries: readonly ClientUploadEntry[];
  summary: ReturnType<typeof summarizeUploads>;
  /** Queues files for a set; `firstOrder` is the order the first of them takes (the rest follow). */
  add: (files: readonly File[], setId: string, firstOrder: number) => void;
  retry: (id: string) => void;
  retryAllFailed: () => void;
  clearFinished: () => void;
}

import { errorText } from "../error-text";

/**
 * Runs the pure queue (upload/upload-queue.ts): at most three files at once, each its work
 * document then its original. The files and their orders live in refs: the queue holds only
 * what is shown. An upload is never cancelled when the panel goes away: its work document
 * already exists, so a cancelled upload would leave a work "Processing…" for good; leaving
 * the page lets the uploads under way finish (and React's development re-mounts, which run
 * effect clean-ups on a live panel, cannot cancel them).
 */
export function useClientUploads(galleryId: string): ClientUploads {
  const [entries, dispatch] = useReducer(clientUploadReducer, []);
  const files = useRef(new Map<string, { file: File; order: number }>());
  const nextId = useRef(0);
  // Entries a runner holds: an effect that runs again before "started" lands never starts one twice.
  const running = useRef(new Set<string>());

  useEffect(() => {
    for (const entry of entriesToStart(entries)) {
      const source = files.current.get(entry.id);
      if (!source || running.current.has(entry.id)) continue;
      running.current.add(entry.id);
      dispatch({ type: "started", id: entry.id });
      void (async () => {
        try {
          let workId = entry.workId;
          if (!workId) {
            workId = await createClientWork(galleryId, {
              setId: entry.setId,
              order: source.order,
              fileName: entry.fileName,
            });
            dispatch({ type: "created", id: entry.id, workId });
          }
          await uploadClientOriginal(galleryId, workId, source.file, (transferred, total) =>
            dispatch({ type: "progress", id: entry.id, transferred, total }),
          );
          dispatch({ type: "done", id: entry.id });
          files.current.delete(entry.id);
        } catch (error) {
          dispatch({ type: "failed", id: entry.id, error: errorText(error) });
        } finally {
          running.current.delete(entry.id);
        }
      })();
    }
  }, [entries, galleryId]);

  const add = useCallback((picked: readonly File[], setId: string, firstOrder: number) => {
    const batch = picked.map((file, index) => {
      const id = `u${nextId.current++}`;
      files.current.set(id, { file, order: firstOrder + index });
      return { id, fileName: file.name.slice(0, 200), size: file.size, check: checkFile(file) };
    });
    dispatch({ type: "added", setId, files: batch });
  }, []);

  return {
    entries,
    summary: summarizeUploads(entries),
    add,
    retry: useCallback((id: string) => dispatch({ type: "retried", id }), []),
    retryAllFailed: useCallback(() => dispatch({ type: "retriedAllFailed" }), []),
    clearFinished: useCallback(() => dispatch({ type: "clearedFinished" }), []),
  };
}
