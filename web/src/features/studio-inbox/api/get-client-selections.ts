import { useQuery } from "@tanstack/react-query";
import { listClientSelections, type ClientSelection } from "@/data/clients/client-selections";
import { db } from "@/lib/firebase/firestore";

/** Reads the newest client selections (Firestore by default; tests pass their own). */
export type FetchClientSelections = () => Promise<ClientSelection[]>;

const fromFirestore: FetchClientSelections = () => listClientSelections(db());

/** Selections clients sent from their galleries, newest first. */
export function useClientSelections(fetchSelections: FetchClientSelections = fromFirestore) {
  return useQuery({ queryKey: ["inbox", "client-selections"], queryFn: fetchSelections });
}
