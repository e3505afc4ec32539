import { CLIENT_COLLECTIONS } from "@folio/domain";
import { doc, onSnapshot } from "firebase/firestore";
import { useEffect, useState } from "react";
import { parseClientGallery, type ClientGallery } from "@/data/clients/client-docs";
import { db } from "@/lib/firebase/firestore";

/** A gallery followed live: `hasPassword` and `emailedAt` change on the server after a callable. */
export interface WatchedGallery {
  gallery: ClientGallery | null;
  loading: boolean;
  /** The read was refused or broke. */
  failed: boolean;
  /** The document is missing or unreadable. */
  missing: boolean;
}

export function useClientGallery(galleryId: string): WatchedGallery {
  const [state, setState] = useState<WatchedGallery>({
    gallery: null,
    loading: true,
    failed: false,
    missing: false,
  });
  useEffect(
    () =>
      onSnapshot(
        doc(db(), CLIENT_COLLECTIONS.galleries, galleryId),
        (snapshot) => {
          const gallery = parseClientGallery(snapshot.id, snapshot.data());
          setState({ gallery, loading: false, failed: false, missing: gallery === null });
        },
        () => setState((previous) => ({ ...previous, loading: false, failed: true })),
      ),
    [galleryId],
  );
  return state;
}
