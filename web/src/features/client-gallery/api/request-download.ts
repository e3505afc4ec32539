import {
  CLIENT_CALLABLES,
  DOWNLOAD_REFUSAL_HEADER,
  requestClientDownloadResponse,
  type RequestClientDownloadRequest,
  type RequestClientDownloadResponse,
} from "@folio/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "@/lib/firebase/functions";

export type DownloadTarget = RequestClientDownloadRequest["target"];
/** A download ready to fetch: its parts' addresses (one for a work or a ZIP that fits). */
export type ReadyDownload = Extract<RequestClientDownloadResponse, { ready: true }>;

/** An address that would not answer now, with the reason the download function gave. */
export class DownloadRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`download refused: ${reason}`);
    this.name = "DownloadRefusedError";
  }
}

/**
 * Asks the server for a download. While it checks files written before checksums were kept
 * (a gallery of older works, once), it answers "not ready" with its progress: ask again.
 */
export async function requestDownload(
  galleryId: string,
  target: DownloadTarget,
  onProgress: (checked: number, total: number) => void,
): Promise<ReadyDownload> {
  for (;;) {
    const answer = requestClientDownloadResponse.parse(
      await call<RequestClientDownloadRequest, unknown>(CLIENT_CALLABLES.requestClientDownload, {
        galleryId,
        target,
      }),
    );
    if (answer.ready) return answer;
    onProgress(answer.checked, answer.total);
  }
}

/**
 * Checks that an address answers now (HEAD: no bytes, nothing counted), then lets the browser go
 * there: it answers an attachment, so the page stays where it is and the browser's own download
 * manager fetches it (and resumes it if the connection drops). A refusal is thrown, so the page
 * says it instead of the browser leaving for an error page.
 */
export async function startDownload(
  url: string,
  navigate: (url: string) => void = (address) => window.location.assign(address),
): Promise<void> {
  const probe = await fetch(url, { method: "HEAD", cache: "no-store" });
  if (!probe.ok) throw new DownloadRefusedError(probe.headers.get(DOWNLOAD_REFUSAL_HEADER) ?? "unavailable");
  navigate(url);
}

/** A download from asking to the browser's first part: one part starts at once, several are listed. */
export function useRequestDownload(galleryId: string, onProgress: (checked: number, total: number) => void) {
  return useMutation({
    mutationFn: async (target: DownloadTarget) => {
      const download = await requestDownload(galleryId, target, onProgress);
      if (download.parts.length === 1) await startDownload(download.parts[0]!.url);
      return download;
    },
  });
}
