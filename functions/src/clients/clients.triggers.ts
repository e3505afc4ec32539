// Wiring only: client galleries' callables and triggers; the logic lives in the modules beside it.
import {
  CLIENT_CALLABLES,
  CLIENT_COLLECTIONS,
  emailClientGalleryRequest,
  firstIssueMessage,
  InvalidInputError,
  openClientGalleryRequest,
  setClientGalleryPasswordRequest,
  SignInRequiredError,
} from "@folio/domain";
import { onDocumentCreated, onDocumentWritten } from "firebase-functions/v2/firestore";
import { onCall } from "firebase-functions/v2/https";
import { isOwnerRequest, ownerCallable, toHttpsError } from "../content/owner-callable";
import { enforceAppCheck } from "../lib/app-check";
import { db } from "../lib/admin";
import { reasonHttpsError } from "../lib/reason-error";
import { mailSecrets } from "../mail/config";
import { liveOwnerMailConfig } from "../mail/owner-mail";
import { emailClientGallery, liveClientMailConfig } from "./email-gallery";
import { countFavouritesSafely } from "./favourites-changed";
import { setClientGalleryPassword } from "./gallery-password";
import { openClientGallery } from "./open-gallery";
import { handleSelectionSent } from "./selection-sent";

/**
 * A device (signed in, anonymously is enough) asks to open a gallery: answers the client's
 * view, or why not as a stable reason (a refusal is an answer, not an error).
 */
export const openClientGalleryFn = onCall({ cors: true, enforceAppCheck }, async (request) => {
  if (!request.auth) throw reasonHttpsError(new SignInRequiredError());
  const parsed = openClientGalleryRequest.safeParse(request.data ?? {});
  if (!parsed.success) throw reasonHttpsError(new InvalidInputError(firstIssueMessage(parsed.error)));
  try {
    const { galleryId, password, key } = parsed.data;
    return await openClientGallery(
      db(),
      galleryId,
      { password, key },
      {
        uid: request.auth.uid,
        isOwner: isOwnerRequest(request),
        userAgent: request.rawRequest.get("user-agent") ?? "",
        origin: {
          forwardedFor: request.rawRequest.get("x-forwarded-for"),
          remoteAddress: request.rawRequest.socket?.remoteAddress,
        },
      },
    );
  } catch (error) {
    throw toHttpsError(CLIENT_CALLABLES.openClientGallery, error);
  }
});

/** The owner sets or removes a gallery's password; every device's access is revoked. */
export const setClientGalleryPasswordFn = ownerCallable(
  CLIENT_CALLABLES.setClientGalleryPassword,
  setClientGalleryPasswordRequest,
  async (input): Promise<{ ok: true }> => {
    await setClientGalleryPassword(db(), input.galleryId, input.password);
    return { ok: true };
  },
);

/** The owner emails the client the gallery's link and message. */
export const emailClientGalleryFn = ownerCallable(
  CLIENT_CALLABLES.emailClientGallery,
  emailClientGalleryRequest,
  async (input): Promise<{ ok: true }> => {
    await emailClientGallery(db(), input.galleryId, liveClientMailConfig());
    return { ok: true };
  },
  { secrets: mailSecrets },
);

/** Each new selection: counted once, the owner emailed once; retried on transient failure. */
export const selectionSentFn = onDocumentCreated(
  { document: `${CLIENT_COLLECTIONS.selections}/{selectionId}`, retry: true, secrets: mailSecrets },
  (event) => handleSelectionSent(db(), event.params.selectionId, new Date(event.time), liveOwnerMailConfig()),
);

/** Each change of a device's hearts: the gallery's counts move by the difference, once per event. */
export const favouritesChangedFn = onDocumentWritten(
  {
    document: `${CLIENT_COLLECTIONS.galleries}/{galleryId}/${CLIENT_COLLECTIONS.favourites}/{uid}`,
    retry: true,
  },
  (event) =>
    countFavouritesSafely(db(), {
      eventId: event.id,
      galleryId: event.params.galleryId,
      before: event.data?.before.get("workIds"),
      after: event.data?.after.get("workIds"),
    }),
);
