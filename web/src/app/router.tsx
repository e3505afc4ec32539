import { createBrowserRouter, RouterProvider } from "react-router";
import { RouteError } from "@/components/errors/route-error";
import { paths } from "@/config/paths";
import { PublicLayout } from "./routes/public/public-layout";
import { GalleryRoute } from "./routes/public/gallery-route";
import { NotFoundRoute } from "./routes/public/not-found-route";

/**
 * Routes are thin: they compose features. The studio is lazy so that visitors never
 * download the owner's tools or charts.
 */
const router = createBrowserRouter([
  {
    path: paths.home.path,
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <GalleryRoute /> },
      { path: "*", element: <NotFoundRoute /> },
    ],
  },
  {
    path: `${paths.studio.root.path}/*`,
    errorElement: <RouteError />,
    lazy: async () => {
      const { StudioRoute } = await import("./routes/studio/studio-route");
      return { Component: StudioRoute };
    },
  },
]);

/** The app's router. */
export function AppRouter() {
  return <RouterProvider router={router} />;
}
