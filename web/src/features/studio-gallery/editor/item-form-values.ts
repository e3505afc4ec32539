import {
  ALL_CATEGORY_ID,
  tagNameKey,
  type GalleryItem,
  type GalleryItemInput,
  type GalleryItemPatch,
  type GalleryMedia,
  type MediaType,
} from "@folio/domain";

/** The media part of the form: set once a file is uploaded or an address is read. */
export interface MediaValue {
  type: MediaType;
  media: GalleryMedia;
  width: number;
  height: number;
}

/** Everything the item form edits. */
export interface ItemFormValues {
  title: string;
  description: string;
  alt: string;
  category: string;
  tags: string[];
  published: boolean;
  featured: boolean;
  downloadable: boolean;
  media: MediaValue | null;
}

/** A new item's starting values: published, in All, no media yet. */
export function emptyValues(): ItemFormValues {
  return {
    title: "",
    description: "",
    alt: "",
    category: ALL_CATEGORY_ID,
    tags: [],
    published: true,
    featured: false,
    downloadable: false,
    media: null,
  };
}

/** The form's values for an existing item. */
export function valuesFromItem(item: GalleryItem): ItemFormValues {
  return {
    title: item.title,
    description: item.description,
    alt: item.alt,
    category: item.category,
    tags: [...item.tags],
    published: item.published,
    featured: item.featured,
    downloadable: item.downloadable,
    media: {
      type: item.type,
      media: { ...item.media, sizes: [...item.media.sizes] },
      width: item.width,
      height: item.height,
    },
  };
}

/** A new item's input from the form (the media must be set; the form validates that first). */
export function inputFromValues(values: ItemFormValues, order: number): GalleryItemInput {
  if (!values.media) throw new Error("Add an image or a video first");
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    alt: values.alt.trim(),
    category: values.category,
    tags: values.tags,
    published: values.published,
    featured: values.featured,
    downloadable: values.downloadable,
    type: values.media.type,
    media: { ...values.media.media, sizes: [...values.media.media.sizes] },
    width: values.media.width,
    height: values.media.height,
    order,
  };
}

function sameTags(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((tag, index) => tag === b[index]);
}

/** Only what changed, so an edit never overwrites a field someone else (or a trigger) just wrote. */
export function patchFromValues(item: GalleryItem, values: ItemFormValues): GalleryItemPatch {
  const patch: GalleryItemPatch = {};
  const text = { title: values.title.trim(), description: values.description.trim(), alt: values.alt.trim() };
  for (const key of ["title", "description", "alt"] as const)
    if (text[key] !== item[key]) patch[key] = text[key];
  if (values.category !== item.category) patch.category = values.category;
  if (!sameTags(values.tags, item.tags)) patch.tags = values.tags;
  for (const key of ["published", "featured", "downloadable"] as const)
    if (values[key] !== item[key]) patch[key] = values[key];
  if (values.media && JSON.stringify(values.media.media) !== JSON.stringify(item.media)) {
    patch.type = values.media.type;
    patch.media = { ...values.media.media, sizes: [...values.media.media.sizes] };
    patch.width = values.media.width;
    patch.height = values.media.height;
  }
  return patch;
}

/** Tag names without case-insensitive repeats, the first spelling kept (what TagsInput lets through). */
export function dedupeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tagNameKey(tag);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
