import { CLIENT_ACTIVITY_DOC, CLIENT_COLLECTIONS, CLIENT_FAILURES_DOC } from "@folio/domain";
import { useQuery } from "@tanstack/react-query";
import { doc, getDoc } from "firebase/firestore";
import { parseClientActivity } from "@/data/clients/client-docs";
import { listClientSelections } from "@/data/clients/client-selections";
import { db } from "@/lib/firebase/firestore";
import { CLIENT_KEYS } from "./client-keys";

/**
 * A gallery's activity: the summary and the wrong passwords (two reads); null until a client
 * did anything or anyone tried a password.
 */
export function useClientActivity(galleryId: string) {
  return useQuery({
    queryKey: CLIENT_KEYS.activity(galleryId),
    queryFn: async () => {
      const activity = (id: string) =>
        getDoc(doc(db(), CLIENT_COLLECTIONS.galleries, galleryId, CLIENT_COLLECTIONS.activity, id));
      const [summary, failures] = await Promise.all([
        activity(CLIENT_ACTIVITY_DOC),
        activity(CLIENT_FAILURES_DOC),
      ]);
      return parseClientActivity(summary.data(), failures.data());
    },
  });
}

/** The selections the gallery's clients sent, newest first. */
export function useGallerySelections(galleryId: string) {
  return useQuery({
    queryKey: CLIENT_KEYS.selections(galleryId),
    queryFn: () => listClientSelections(db(), galleryId),
  });
}
