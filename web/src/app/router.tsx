import { useState } from "react";
import { createBrowserRouter, RouterProvider, type RouteObject } from "react-router";
import { RouteError } from "@/components/errors/route-error";
import { paths } from "@/config/paths";
import { PublicLayout } from "./routes/public/public-layout";
import { AboutRoute } from "./routes/public/about-route";
import { GalleryRoute } from "./routes/public/gallery-route";
import { NotFoundRoute } from "./routes/public/not-found-route";

/**
 * Routes are thin: they compose features. The studio is lazy so that visitors never
 * download the owner's tools or charts. The server renders the public ones from this same
 * list (web/src/entry-server.tsx).
 */
export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      // Same element on all four: the gallery stays mounted while the viewer opens over it.
      { index: true, element: <GalleryRoute /> },
      { path: paths.category.path, element: <GalleryRoute /> },
      { path: paths.tag.path, element: <GalleryRoute /> },
      { path: paths.item.path, element: <GalleryRoute /> },
      { path: paths.about.path, element: <AboutRoute /> },
      {
        path: paths.contact.path,
        lazy: async () => ({ Component: (await import("./routes/public/contact-route")).ContactRoute }),
      },
      {
        path: paths.booking.path,
        lazy: async () => ({ Component: (await import("./routes/public/booking-route")).BookingRoute }),
      },
      { path: "*", element: <NotFoundRoute /> },
    ],
  },
  {
    // A client's private gallery: its own minimal layout, lazy, outside the public layout (which
    // tracks page views and links the portfolio).
    path: paths.clientGallery.path,
    errorElement: <RouteError />,
    lazy: async () => ({
      Component: (await import("./routes/client/client-gallery-route")).ClientGalleryRoute,
    }),
  },
  {
    // Modals and notifications come with the studio (a lazy layout), not with the public pages.
    errorElement: <RouteError />,
    lazy: async () => ({ Component: (await import("./studio-overlays")).StudioOverlays }),
    children: [
      {
        path: `${paths.studio.root.path}/*`,
        errorElement: <RouteError />,
        lazy: async () => {
          const { StudioRoute } = await import("./routes/studio/studio-route");
          return { Component: StudioRoute };
        },
      },
    ],
  },
];

/** The app's router (made on first render, so that importing the routes needs no browser). */
export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
