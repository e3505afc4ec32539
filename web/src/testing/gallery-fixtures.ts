import type { Category, GalleryItem, Tag } from "@folio/domain";

/** A published image item; override what a test is about. */
export function galleryItem(overrides: Partial<GalleryItem> = {}): GalleryItem {
  const id = overrides.id ?? "item-1";
  return {
    id,
    createdAt: new Date("2026-03-01T10:00:00Z"),
    updatedAt: new Date("2026-03-01T10:00:00Z"),
    category: "landscape",
    tags: ["sea", "dawn"],
    views: 12,
    likes: 3,
    title: "Harbour at dawn",
    description: "Fishing boats leave before the light.",
    type: "image",
    media: {
      url: `/demo/${id}.jpg`,
      storagePath: null,
      sizes: [{ url: `/demo/${id}-800.webp`, width: 800, height: 533 }],
      posterUrl: null,
      contentType: "image/jpeg",
    },
    width: 1600,
    height: 1067,
    alt: "Boats in a harbour under a pale sky",
    published: true,
    featured: false,
    order: 0,
    downloadable: false,
    ...overrides,
  };
}

/** A category of type gallery. */
export function category(id: string, name: string, order: number): Category {
  return { id, name, type: "gallery", order, createdAt: new Date(0), isDefault: id === "all" };
}

/** A tag; popular at five uses, as the server decides. */
export function tag(name: string, usageCount: number): Tag {
  return {
    id: name,
    name,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    usageCount,
    isPopular: usageCount >= 5,
  };
}
