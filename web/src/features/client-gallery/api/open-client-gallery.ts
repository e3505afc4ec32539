import {
  CLIENT_CALLABLES,
  openClientGalleryResponse,
  type OpenClientGalleryRequest,
  type OpenClientGalleryResponse,
} from "@folio/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@/lib/firebase/functions";
import { noteServerTime } from "../lib/server-clock";
import { clientDeviceUid } from "./client-device";

/**
 * Asks the server to let this device into a gallery, with the password and the link key when
 * it has them (the key spares the client any slowdown others' guesses caused).
 */
export async function openClientGallery(
  request: OpenClientGalleryRequest,
): Promise<OpenClientGalleryResponse> {
  await clientDeviceUid();
  const answer = openClientGalleryResponse.parse(
    await call<OpenClientGalleryRequest, unknown>(CLIENT_CALLABLES.openClientGallery, request),
  );
  if (answer.ok && answer.now !== undefined) noteServerTime(answer.now);
  return answer;
}

/** The request, with the link key only when there is one. */
const withKey = (request: OpenClientGalleryRequest, key: string | null): OpenClientGalleryRequest =>
  key === null ? request : { ...request, key };

export const clientGalleryQueryKey = (galleryId: string) => ["client-gallery", galleryId] as const;

/**
 * The gallery as this device may see it: asked once on open without a password (a device the
 * server let in before is let in again by its grant), never refetched behind the client's back.
 */
export function useClientGallery(galleryId: string, key: string | null, enabled = true) {
  return useQuery({
    enabled,
    queryKey: clientGalleryQueryKey(galleryId),
    queryFn: () => openClientGallery(withKey({ galleryId }, key)),
    staleTime: Infinity,
  });
}

/** Answers the password form shows under its field; any other answer replaces the form. */
const FORM_REASONS: ReadonlySet<string> = new Set([
  "password-required",
  "wrong-password",
  "too-many-attempts",
]);

/** Opens the gallery with a password; when the server lets the device in, the page shows it. */
export function useOpenWithPassword(galleryId: string, key: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => openClientGallery(withKey({ galleryId, password }, key)),
    onSuccess: (answer) => {
      if (answer.ok || !FORM_REASONS.has(answer.reason))
        queryClient.setQueryData(clientGalleryQueryKey(galleryId), answer);
    },
  });
}
