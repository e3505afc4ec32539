import { CLIENT_COLLECTIONS, clientGallerySettingsSchema, defaultClientGallerySettings } from "@folio/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { collection, doc, serverTimestamp, setDoc } from "firebase/firestore";
import { db } from "@/lib/firebase/firestore";
import { newLinkKey } from "../link-key";
import { CLIENT_KEYS } from "./client-keys";

/** What the "New gallery" form asks. */
export interface NewClientGallery {
  name: string;
  clientName: string;
  /** Empty when the owner shares by link only. */
  clientEmail: string;
}

/**
 * Creates a gallery with the default settings under Firestore's own random id (the rules
 * require it: 20 characters, unguessable, since the client's link carries it) and its link
 * key. Resolves to its id.
 */
export async function createClientGallery(input: NewClientGallery): Promise<string> {
  const defaults = defaultClientGallerySettings(input.name.trim(), input.clientName.trim());
  const email = input.clientEmail.trim();
  const settings = clientGallerySettingsSchema.parse({
    ...defaults,
    client: { ...defaults.client, email: email || null },
  });
  const ref = doc(collection(db(), CLIENT_COLLECTIONS.galleries));
  await setDoc(ref, {
    ...settings,
    linkKey: newLinkKey(),
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

export function useCreateClientGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClientGallery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLIENT_KEYS.list }),
  });
}
