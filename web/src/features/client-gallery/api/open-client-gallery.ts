import {
  CLIENT_CALLABLES,
  openClientGalleryResponse,
  type OpenClientGalleryRequest,
  type OpenClientGalleryResponse,
} from "@folio/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "@/lib/firebase/functions";
import { clientDeviceUid } from "./client-device";

/** Asks the server to let this device into a gallery (with the password when it has one). */
export async function openClientGallery(
  request: OpenClientGalleryRequest,
): Promise<OpenClientGalleryResponse> {
  await clientDeviceUid();
  const answer = await call<OpenClientGalleryRequest, unknown>(CLIENT_CALLABLES.openClientGallery, request);
  return openClientGalleryResponse.parse(answer);
}

export const clientGalleryQueryKey = (galleryId: string) => ["client-gallery", galleryId] as const;

/**
 * The gallery as this device may see it: asked once on open without a password (a device the
 * server let in before is let in again by its grant), never refetched behind the client's back.
 */
export function useClientGallery(galleryId: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: clientGalleryQueryKey(galleryId),
    queryFn: () => openClientGallery({ galleryId }),
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
export function useOpenWithPassword(galleryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => openClientGallery({ galleryId, password }),
    onSuccess: (answer) => {
      if (answer.ok || !FORM_REASONS.has(answer.reason))
        queryClient.setQueryData(clientGalleryQueryKey(galleryId), answer);
    },
  });
}
