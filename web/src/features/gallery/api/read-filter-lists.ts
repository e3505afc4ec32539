// Imported on demand (use-gallery-page.ts): the readers bring Firestore Lite and the domain's
// schemas, which a server-rendered page does not need before the visitor asks for more.
import { GALLERY_CATEGORY_TYPE, type Category, type Tag } from "@folio/domain";
import { listCategories } from "@/data/content/list-categories";
import { listTags } from "@/data/content/list-tags";

/** The gallery's categories, All first (a failed read yields All alone). */
export function readGalleryCategories(): Promise<Category[]> {
  return listCategories(GALLERY_CATEGORY_TYPE);
}

/** Tags most used first (a failed read yields none). */
export function readTagsByUsage(): Promise<Tag[]> {
  return listTags("usage");
}
