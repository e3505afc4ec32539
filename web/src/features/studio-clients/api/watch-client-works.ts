import { CLIENT_COLLECTIONS, CLIENT_LIMITS } from "@folio/domain";
import { collection, limit, onSnapshot, orderBy, query } from "firebase/firestore";
import { useEffect, useState } from "react";
import { parseClientWork, type ClientWork } from "@/data/clients/client-docs";
import { db } from "@/lib/firebase/firestore";

/** A gallery's works followed live: a work shows "Processing…" until the pipeline adds its media. */
export interface WatchedWorks {
  /** In their order. */
  works: ClientWork[];
  loading: boolean;
  failed: boolean;
}

export function useClientWorks(galleryId: string): WatchedWorks {
  const [state, setState] = useState<WatchedWorks>({ works: [], loading: true, failed: false });
  useEffect(
    () =>
      onSnapshot(
        query(
          collection(db(), CLIENT_COLLECTIONS.galleries, galleryId, CLIENT_COLLECTIONS.works),
          orderBy("order"),
          limit(CLIENT_LIMITS.worksMax),
        ),
        (snapshot) =>
          setState({
            works: snapshot.docs.flatMap((entry) => parseClientWork(entry.id, entry.data()) ?? []),
            loading: false,
            failed: false,
          }),
        () => setState((previous) => ({ ...previous, loading: false, failed: true })),
      ),
    [galleryId],
  );
  return state;
}
