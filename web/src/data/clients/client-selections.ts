import { CLIENT_COLLECTIONS } from "@folio/domain";
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
} from "firebase/firestore";
import { toDate } from "./client-docs";

/** A selection a client sent, with what the owner needs to act on it. */
export interface ClientSelection {
  id: string;
  galleryId: string;
  /** The gallery's name; null when the gallery was deleted since. */
  galleryName: string | null;
  workIds: string[];
  /** The works' original file names, in the selection's order (a deleted work is left out). */
  fileNames: string[];
  note: string;
  createdAt: Date | null;
  /**
   * Whether the owner was emailed about it (the server's `mail`): at once, or not on its own
   * because it came soon after an emailed one (`folded`), or not at all because the gallery
   * had its hourly share (`over-limit`); null until the server has seen it.
   */
  mail: "now" | "folded" | "over-limit" | null;
}

/** Selections read per list: the inbox and a gallery's activity show the newest. */
export const CLIENT_SELECTIONS_PAGE = 50;

/**
 * The newest selections, of one gallery or of all, with their galleries' names and their
 * works' file names (one read per gallery and per work named; a selection is small).
 */
export async function listClientSelections(db: Firestore, galleryId?: string): Promise<ClientSelection[]> {
  const selections = collection(db, CLIENT_COLLECTIONS.selections);
  const snapshot = await getDocs(
    galleryId
      ? query(
          selections,
          where("galleryId", "==", galleryId),
          orderBy("createdAt", "desc"),
          limit(CLIENT_SELECTIONS_PAGE),
        )
      : query(selections, orderBy("createdAt", "desc"), limit(CLIENT_SELECTIONS_PAGE)),
  );
  const raw = snapshot.docs.flatMap((entry) => {
    const data = entry.data();
    if (typeof data.galleryId !== "string" || !Array.isArray(data.workIds)) return [];
    return [
      {
        id: entry.id,
        galleryId: data.galleryId,
        workIds: (data.workIds as unknown[]).filter((id): id is string => typeof id === "string"),
        note: typeof data.note === "string" ? data.note : "",
        createdAt: toDate(data.createdAt),
        mail: data.mail === "now" || data.mail === "folded" || data.mail === "over-limit" ? data.mail : null,
      },
    ];
  });
  const galleryIds = [...new Set(raw.map((selection) => selection.galleryId))];
  const names = new Map<string, string | null>();
  const fileNames = new Map<string, string>();
  await Promise.all(
    galleryIds.map(async (id) => {
      const gallery = await getDoc(doc(db, CLIENT_COLLECTIONS.galleries, id));
      const name = gallery.get("name") as unknown;
      names.set(id, typeof name === "string" ? name : null);
      if (!gallery.exists()) return;
      const works = new Set(raw.filter((selection) => selection.galleryId === id).flatMap((s) => s.workIds));
      await Promise.all(
        [...works].map(async (workId) => {
          const work = await getDoc(
            doc(db, CLIENT_COLLECTIONS.galleries, id, CLIENT_COLLECTIONS.works, workId),
          );
          const fileName = work.get("fileName") as unknown;
          if (typeof fileName === "string") fileNames.set(`${id}/${workId}`, fileName);
        }),
      );
    }),
  );
  return raw.map((selection) => ({
    ...selection,
    galleryName: names.get(selection.galleryId) ?? null,
    fileNames: selection.workIds.flatMap((workId) => fileNames.get(`${selection.galleryId}/${workId}`) ?? []),
  }));
}

/** What a selection's card says of its email, or null when it was emailed (or not yet seen). */
export function selectionMailNote(mail: ClientSelection["mail"]): string | null {
  if (mail === "folded") return "Not emailed on its own: it came soon after one that was.";
  if (mail === "over-limit") return "Not emailed or counted: the gallery had its selections for that hour.";
  return null;
}
