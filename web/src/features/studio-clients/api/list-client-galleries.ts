import { CLIENT_ACTIVITY_DOC, CLIENT_COLLECTIONS } from "@folio/domain";
import { useQuery } from "@tanstack/react-query";
import { collection, doc, getDoc, getDocs, orderBy, query } from "firebase/firestore";
import { parseClientActivity, parseClientGallery, type ClientGallery } from "@/data/clients/client-docs";
import { db } from "@/lib/firebase/firestore";
import { CLIENT_KEYS } from "./client-keys";

/** A gallery in the list, with when its client last opened it. */
export interface ClientGalleryRow {
  gallery: ClientGallery;
  lastOpenedAt: Date | null;
}

/**
 * Every client gallery, newest first, each with its activity's last open (one read per
 * gallery: an owner keeps tens of galleries, not thousands). A gallery that does not parse
 * is left out.
 */
export async function listClientGalleries(): Promise<ClientGalleryRow[]> {
  const snapshot = await getDocs(
    query(collection(db(), CLIENT_COLLECTIONS.galleries), orderBy("createdAt", "desc")),
  );
  const galleries = snapshot.docs.flatMap((entry) => parseClientGallery(entry.id, entry.data()) ?? []);
  return Promise.all(
    galleries.map(async (gallery) => {
      const activity = await getDoc(
        doc(db(), CLIENT_COLLECTIONS.galleries, gallery.id, CLIENT_COLLECTIONS.activity, CLIENT_ACTIVITY_DOC),
      ).catch(() => null);
      return { gallery, lastOpenedAt: parseClientActivity(activity?.data())?.lastOpenedAt ?? null };
    }),
  );
}

export function useClientGalleries() {
  return useQuery({ queryKey: CLIENT_KEYS.list, queryFn: listClientGalleries });
}
