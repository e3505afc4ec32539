import { COLLECTIONS, firstIssueMessage, galleryItemInputSchema, type GalleryItemInput } from "@folio/domain";
import { collection, doc, serverTimestamp, setDoc } from "firebase/firestore/lite";
import { liteDb } from "@/lib/firebase/firestore-lite";
import { useMutation } from "@tanstack/react-query";

/**
 * A fresh gallery document id, for uploading media under `media/<id>/` before the item
 * itself is created with `createGalleryItem(input, { id })`.
 */
export function newGalleryItemId(): string {
  return doc(collection(liteDb(), COLLECTIONS.gallery)).id;
}

/**
 * Creates a gallery item as the owner (a direct write the rules validate). `views` and
 * `likes` start at 0 and are then written only by Cloud Functions; both times are the
 * server's. Returns the new id; throws an Error with a readable message on bad input or
 * a refused write.
 */
export async function createGalleryItem(
  input: GalleryItemInput,
  options: { id?: string } = {},
): Promise<string> {
  const parsed = galleryItemInputSchema.safeParse(input);
  if (!parsed.success) throw new Error(firstIssueMessage(parsed.error));
  const ref = options.id
    ? doc(liteDb(), COLLECTIONS.gallery, options.id)
    : doc(collection(liteDb(), COLLECTIONS.gallery));
  await setDoc(ref, {
    ...parsed.data,
    views: 0,
    likes: 0,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return ref.id;
}

/**
 * `createGalleryItem` as a mutation for the editor. The studio's gallery follows the
 * collection live, and the new item's tags are counted by a trigger, so no query is stale.
 */
export function useCreateGalleryItem() {
  return useMutation({
    mutationFn: (vars: { input: GalleryItemInput; id?: string }) =>
      createGalleryItem(vars.input, vars.id ? { id: vars.id } : {}),
  });
}
