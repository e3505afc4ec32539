// Wiring only: client galleries' media, bookkeeping and downloads; the logic lives in the
// modules beside it (the access callables are wired in clients.triggers.ts).
import {
  addPortfolioWorksRequest,
  CLIENT_CALLABLES,
  CLIENT_COLLECTIONS,
  firstIssueMessage,
  requestClientDownloadRequest,
} from "@folio/domain";
import { onDocumentCreated, onDocumentDeleted } from "firebase-functions/v2/firestore";
import { onCall, onRequest } from "firebase-functions/v2/https";
import { onObjectMetadataUpdated } from "firebase-functions/v2/storage";
import { ownerCallable, toHttpsError } from "../content/owner-callable";
import { db } from "../lib/admin";
import { enforceAppCheck } from "../lib/app-check";
import { FUNCTIONS_REGION, storageRegion } from "../lib/region";
import { recountGalleryWorks, removeGallery, removeWorkFiles } from "./client-bookkeeping";
import { serveClientDownload } from "./client-downloads";
import { ClientMediaError } from "./client-media-errors";
import { clientMediaLogs } from "./client-media-logs";
import { downloadBaseUrl } from "./download-plan";
import { requestClientDownload } from "./download-tickets";
import { addPortfolioWorks } from "./portfolio-import";
import { revokeDownloadTokens } from "../media/storage-files";
import { isFileGone, tokensToRevoke } from "./token-guard";

const GALLERY = `${CLIENT_COLLECTIONS.galleries}/{galleryId}` as const;
const WORK = `${GALLERY}/${CLIENT_COLLECTIONS.works}/{workId}` as const;

/** Our refusals keep their reason; anything unexpected is logged and sent as `server-failed`. */
function rethrow(name: string, error: unknown): never {
  if (error instanceof ClientMediaError) throw error.toHttpsError();
  clientMediaLogs.callableFailed(name, error);
  throw toHttpsError(name, error);
}

/**
 * Where `clientDownload` answers: its own URL, from the project and region this function runs
 * in; under the emulators, the Functions emulator that received this call (its Host).
 */
function downloadBase(host: string | undefined): string {
  const emulated = process.env.FUNCTIONS_EMULATOR === "true";
  return downloadBaseUrl({
    project: process.env.GCLOUD_PROJECT ?? "",
    region: FUNCTIONS_REGION,
    emulatorHost: emulated ? (host ?? null) : null,
  });
}

/**
 * A signed-in device (a client's anonymous account, or the owner) asks for a download. The
 * time covers checking the CRC-32 of older files (about 20 s a call; see download-manifest.ts).
 */
export const requestClientDownloadFn = onCall(
  { cors: true, enforceAppCheck, timeoutSeconds: 60, memory: "512MiB" },
  async (request) => {
    if (!request.auth) throw new ClientMediaError("not-signed-in").toHttpsError();
    const parsed = requestClientDownloadRequest.safeParse(request.data ?? {});
    if (!parsed.success)
      throw new ClientMediaError("invalid-input", firstIssueMessage(parsed.error)).toHttpsError();
    try {
      return await requestClientDownload(
        db(),
        { uid: request.auth.uid, owner: request.auth.token.admin === true },
        parsed.data,
        { baseUrl: downloadBase(request.rawRequest.headers.host) },
      );
    } catch (error) {
      rethrow(CLIENT_CALLABLES.requestClientDownload, error);
    }
  },
);

export const addPortfolioWorksFn = ownerCallable(
  CLIENT_CALLABLES.addPortfolioWorks,
  addPortfolioWorksRequest,
  (input) =>
    addPortfolioWorks(db(), input).catch((error: unknown) =>
      rethrow(CLIENT_CALLABLES.addPortfolioWorks, error),
    ),
);

/**
 * Answers a download's addresses on its own URL (Hosting would end each request at 60 s). A
 * stream holds only small buffers (files are piped a chunk at a time with backpressure), so one
 * instance serves many at once; a request that outlives the hour is cut short of its exact
 * length, and the browser resumes it with a range.
 */
export const clientDownloadFn = onRequest(
  { memory: "512MiB", cpu: 1, timeoutSeconds: 3600, concurrency: 16 },
  async (request, response) => {
    await serveClientDownload(db(), request, response);
  },
);

/** A work added: the gallery's count follows (recounted, so redeliveries are harmless). */
export const clientWorkCreatedFn = onDocumentCreated({ document: WORK, retry: true }, async (event) => {
  await recountGalleryWorks(db(), event.params.galleryId);
});

/**
 * A work removed: the count follows, and its files in both trees go. Not when its gallery is
 * gone: the gallery's own deletion removes every file at once, so its works' deletions (up to
 * thousands) skip listing the bucket work by work.
 */
export const clientWorkDeletedFn = onDocumentDeleted({ document: WORK, retry: true }, async (event) => {
  const { galleryId, workId } = event.params;
  if ((await recountGalleryWorks(db(), galleryId)) === null) return;
  await removeWorkFiles(db(), galleryId, workId);
});

/** A gallery removed: its subcollections, secret, tickets and files go with it. */
export const clientGalleryDeletedFn = onDocumentDeleted({ document: GALLERY, retry: true }, async (event) => {
  await removeGallery(db(), event.params.galleryId);
});

/**
 * Takes away any download token that appears on a client gallery's file (see token-guard.ts).
 * Revoking is itself a metadata update, marked with what it took away, so its event ends here.
 * Retried on transient failures only: a file deleted in the meantime ends it, and so does a
 * metadata change since the event (its own event comes next).
 */
export const clientTokenGuardFn = onObjectMetadataUpdated(
  { region: storageRegion, retry: true },
  async (event) => {
    const { name, metadata } = event.data;
    const tokens = tokensToRevoke(name, metadata);
    if (tokens === null) return;
    try {
      if (!(await revokeDownloadTokens(name, tokens, Number(event.data.metageneration)))) return;
    } catch (error) {
      // Deleted since (its gallery or work went): nothing answers any more, so nothing to retry.
      if (isFileGone(error)) return;
      throw error;
    }
    clientMediaLogs.downloadTokenRevoked(name);
  },
);
