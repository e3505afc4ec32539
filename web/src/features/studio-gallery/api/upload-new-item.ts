import type { GalleryItemInput } from "@folio/domain";
import { saveCameraDetails } from "./camera-details";
import { createGalleryItem, newGalleryItemId } from "./create-gallery-item";
import type { UploadReporter } from "../hooks/use-upload-queue";
import { titleFromFileName } from "@/lib/media/media-rules";
import { prepareUpload } from "./prepare-upload";
import { deleteFiles } from "@/lib/media/upload-file";

/** What a new item made from an uploaded file starts with. */
export interface NewItemDefaults {
  category: string;
  tags: string[];
  published: boolean;
  order: number;
}

/**
 * One dropped file to one gallery item: upload under a fresh item id, then create the item
 * with that id. If the item cannot be saved (or the owner cancelled meanwhile), the
 * uploaded files are removed again.
 */
export async function uploadNewItem(
  file: File,
  defaults: NewItemDefaults,
  report: UploadReporter,
): Promise<string> {
  const itemId = newGalleryItemId();
  const prepared = await prepareUpload(file, { kind: "gallery", itemId }, report);
  const input: GalleryItemInput = {
    title: titleFromFileName(file.name),
    description: "",
    alt: "",
    type: prepared.type,
    media: { ...prepared.media, sizes: [...prepared.media.sizes] },
    width: prepared.width,
    height: prepared.height,
    category: defaults.category,
    tags: defaults.tags,
    published: defaults.published,
    featured: false,
    order: defaults.order,
    downloadable: false,
  };
  try {
    report.signal.throwIfAborted();
    report.onSaving();
    await createGalleryItem(input, { id: itemId });
  } catch (error) {
    await deleteFiles(prepared.uploadedPaths);
    throw error;
  }
  // The work is saved; its camera details are a nicety that the owner can add again.
  if (prepared.camera) await saveCameraDetails(itemId, prepared.camera).catch(() => undefined);
  return itemId;
}
