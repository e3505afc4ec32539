import { CLIENT_CALLABLES, type EmailClientGalleryRequest } from "@folio/domain";
import { useMutation } from "@tanstack/react-query";
import { call } from "@/lib/firebase/functions";

/** Asks the server to email the client the gallery's link and message. */
export async function emailClientGallery(galleryId: string): Promise<void> {
  await call<EmailClientGalleryRequest, unknown>(CLIENT_CALLABLES.emailClientGallery, { galleryId });
}

export function useEmailClientGallery() {
  return useMutation({ mutationFn: emailClientGallery });
}
