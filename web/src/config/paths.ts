/** Every route of the app in one typed place; links and the router both use it. */
export const paths = {
  home: { path: "/", href: () => "/" },
  category: { path: "/c/:category", href: (category: string) => `/c/${encodeURIComponent(category)}` },
  tag: { path: "/t/:tag", href: (tag: string) => `/t/${encodeURIComponent(tag)}` },
  item: { path: "/item/:id", href: (id: string) => `/item/${encodeURIComponent(id)}` },
  about: { path: "/about", href: () => "/about" },
  contact: { path: "/contact", href: () => "/contact" },
  booking: { path: "/booking", href: () => "/booking" },
  /** A client gallery (private proofing; domain/src/clients): never linked from the public site. */
  clientGallery: { path: "/client/:galleryId", href: (id: string) => `/client/${encodeURIComponent(id)}` },
  studio: {
    root: { path: "/studio", href: () => "/studio" },
    signIn: { path: "/studio/sign-in", href: () => "/studio/sign-in" },
    gallery: { path: "/studio/gallery", href: () => "/studio/gallery" },
    galleryNew: { path: "/studio/gallery/new", href: () => "/studio/gallery/new" },
    galleryItem: {
      path: "/studio/gallery/:id",
      href: (id: string) => `/studio/gallery/${encodeURIComponent(id)}`,
    },
    categories: { path: "/studio/categories", href: () => "/studio/categories" },
    tags: { path: "/studio/tags", href: () => "/studio/tags" },
    inbox: { path: "/studio/inbox", href: () => "/studio/inbox" },
    site: { path: "/studio/site", href: () => "/studio/site" },
    clients: { path: "/studio/clients", href: () => "/studio/clients" },
    clientGallery: {
      path: "/studio/clients/:id",
      href: (id: string) => `/studio/clients/${encodeURIComponent(id)}`,
    },
  },
} as const;

/**
 * Addresses no analytics may record (the tracker and Google Analytics check it): a client
 * gallery's address is its key, and its visits belong to the photographer's client, not to
 * the portfolio's audience.
 */
export function isPrivatePath(pathname: string): boolean {
  return pathname === "/client" || pathname.startsWith("/client/");
}
