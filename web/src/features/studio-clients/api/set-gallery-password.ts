import { CLIENT_CALLABLES, type SetClientGalleryPasswordRequest } from "@folio/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "@/lib/firebase/functions";

/**
 * Sets (or with null removes) a gallery's password on the server, which keeps only its hash
 * and revokes every device's access; the studio never stores it. `hasPassword` then changes
 * on the gallery document, which the page follows live.
 */
export async function setGalleryPassword(request: SetClientGalleryPasswordRequest): Promise<void> {
  await call<SetClientGalleryPasswordRequest, unknown>(CLIENT_CALLABLES.setClientGalleryPassword, request);
}

export function useSetGalleryPassword() {
  return useMutation({ mutationFn: setGalleryPassword });
}
