// Wiring only: client galleries' callables and triggers; the logic lives in the modules beside it.
import {
  CLIENT_CALLABLES,
  firstIssueMessage,
  InvalidInputError,
  openClientGalleryRequest,
  setClientGalleryPasswordRequest,
  SignInRequiredError,
} from "@folio/domain";
import { onCall } from "firebase-functions/v2/https";
import { isOwnerRequest, ownerCallable, toHttpsError } from "../content/owner-callable";
import { enforceAppCheck } from "../lib/app-check";
import { db } from "../lib/admin";
import { reasonHttpsError } from "../lib/reason-error";
import { setClientGalleryPassword } from "./gallery-password";
import { openClientGallery } from "./open-gallery";

/**
 * A device (signed in, anonymously is enough) asks to open a gallery: answers the client's
 * view, or why not as a stable reason (a refusal is an answer, not an error).
 */
export const openClientGalleryFn = onCall({ cors: true, enforceAppCheck }, async (request) => {
  if (!request.auth) throw reasonHttpsError(new SignInRequiredError());
  const parsed = openClientGalleryRequest.safeParse(request.data ?? {});
  if (!parsed.success) throw reasonHttpsError(new InvalidInputError(firstIssueMessage(parsed.error)));
  try {
    return await openClientGallery(db(), parsed.data.galleryId, parsed.data.password, {
      uid: request.auth.uid,
      isOwner: isOwnerRequest(request),
      userAgent: request.rawRequest.get("user-agent") ?? "",
    });
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
