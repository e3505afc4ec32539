import { z } from "../zod";
import type { GalleryItem } from "./types";
import { CONTENT_LIMITS as L } from "./limits";
import { normaliseTagName, tagNameProblem, uniqueTagNames } from "./tag-names";
import { firestoreDate } from "./timestamp";

const count = z.number().int().nonnegative();
const dimension = z.number().int().min(1).max(L.dimensionMax);
const url = z.string().min(1).max(L.urlMax);

/** A category id: lower-case slug (see `slugify`). */
export const categoryIdSchema = z
  .string()
  .min(1)
  .max(L.categoryIdMax)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Not a category id");

/** One tag name as stored on an item (normalised, valid). */
export const tagNameSchema = z
  .string()
  .transform(normaliseTagName)
  .superRefine((name, context) => {
    const problem = tagNameProblem(name);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

const tagListSchema = z
  .array(tagNameSchema)
  .max(L.tagsPerItemMax)
  .transform((names) => uniqueTagNames(names));

export const mediaSizeSchema = z.strictObject({ url, width: dimension, height: dimension });

const mediaType = z
  .string()
  .max(L.contentTypeMax)
  .regex(/^(image|video)\/[\w.+-]+$/, "Not an image or video type");

export const galleryMediaSchema = z.strictObject({
  url,
  storagePath: z.string().min(1).max(L.storagePathMax).nullable(),
  sizes: z.array(mediaSizeSchema).max(L.sizesMax),
  posterUrl: url.nullable(),
  contentType: mediaType,
  download: z.strictObject({ url, contentType: mediaType }).nullable().optional(),
});

/**
 * What the owner writes for an item. `views`, `likes`, `createdAt` and `updatedAt` are not
 * part of it: the data layer adds the creation defaults and server times.
 */
export const galleryItemInputSchema = z.strictObject({
  title: z.string().trim().min(1, "Title is required").max(L.titleMax),
  description: z.string().max(L.descriptionMax),
  type: z.enum(["image", "video"]),
  media: galleryMediaSchema,
  width: dimension,
  height: dimension,
  alt: z.string().max(L.altMax),
  category: categoryIdSchema,
  tags: tagListSchema,
  published: z.boolean(),
  featured: z.boolean(),
  order: z.number().finite(),
  downloadable: z.boolean(),
});

export type GalleryItemInput = z.input<typeof galleryItemInputSchema>;

/** A partial update by the owner; at least one field. */
export const galleryItemPatchSchema = galleryItemInputSchema
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Nothing to update");

export type GalleryItemPatch = z.input<typeof galleryItemPatchSchema>;

/**
 * A gallery document as stored. Lenient on read where the stored data predates a bound
 * (strings are not re-checked for length), strict on shape and types.
 */
export const galleryItemDocSchema = z.object({
  createdAt: firestoreDate,
  updatedAt: firestoreDate,
  category: z.string(),
  tags: z.array(z.string()),
  views: count,
  likes: count,
  title: z.string(),
  description: z.string(),
  type: z.enum(["image", "video"]),
  media: z.object({
    url: z.string(),
    storagePath: z.string().nullable(),
    sizes: z.array(z.object({ url: z.string(), width: z.number(), height: z.number() })),
    posterUrl: z.string().nullable(),
    contentType: z.string(),
    download: z.object({ url: z.string(), contentType: z.string() }).nullable().optional(),
  }),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
  published: z.boolean(),
  featured: z.boolean(),
  order: z.number(),
  downloadable: z.boolean(),
});

/** Converts a Firestore gallery document to the app type; throws a ZodError on a malformed one. */
export function parseGalleryItem(id: string, data: unknown): GalleryItem {
  return { id, ...galleryItemDocSchema.parse(data) };
}

/** Like `parseGalleryItem`, but null for a malformed document (lists skip it rather than fail). */
export function safeParseGalleryItem(id: string, data: unknown): GalleryItem | null {
  const result = galleryItemDocSchema.safeParse(data);
  return result.success ? { id, ...result.data } : null;
}
