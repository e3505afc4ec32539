import { CLIENT_ACTIVITY_DOC, CLIENT_COLLECTIONS } from "@folio/domain";
import { useQuery } from "@tanstack/react-query";
import { doc, getDoc } from "firebase/firestore";
import { parseClientActivity } from "@/data/clients/client-docs";
import { listClientSelections } from "@/data/clients/client-selections";
import { db } from "@/lib/firebase/firestore";
import { CLIENT_KEYS } from "./client-keys";

/** A gallery's activity summary; null until a client did anything. */
export function useClientActivity(galleryId: string) {
  return useQuery({
    queryKey: CLIENT_KEYS.activity(galleryId),
    queryFn: async () =>
      parseClientActivity(
        (
          await getDoc(
            doc(
              db(),
              CLIENT_COLLECTIONS.galleries,
              galleryId,
              CLIENT_COLLECTIONS.activity,
              CLIENT_ACTIVITY_DOC,
            ),
          )
        ).data(),
      ),
  });
}

/** The selections the gallery's clients sent, newest first. */
export function useGallerySelections(galleryId: string) {
  return useQuery({
    queryKey: CLIENT_KEYS.selections(galleryId),
    queryFn: () => listClientSelections(db(), galleryId),
  });
}
