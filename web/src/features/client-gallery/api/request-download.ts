import {
  CLIENT_CALLABLES,
  requestClientDownloadResponse,
  type RequestClientDownloadRequest,
} from "@folio/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "@/lib/firebase/functions";

export type DownloadTarget = RequestClientDownloadRequest["target"];

/**
 * Asks the server for a one-use download address, then lets the browser go there: the answer
 * is an attachment (the file, or a ZIP streamed as it is made), so the page stays where it is.
 */
export async function requestDownload(galleryId: string, target: DownloadTarget): Promise<void> {
  const answer = await call<RequestClientDownloadRequest, unknown>(CLIENT_CALLABLES.requestClientDownload, {
    galleryId,
    target,
  });
  window.location.assign(requestClientDownloadResponse.parse(answer).url);
}

export function useRequestDownload(galleryId: string) {
  return useMutation({ mutationFn: (target: DownloadTarget) => requestDownload(galleryId, target) });
}
