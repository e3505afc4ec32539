import { lazy } from "react";

// Each studio page is its own chunk: signing in does not download the charts, and the
// gallery tools do not wait for the dashboard.
export const DashboardPage = lazy(() =>
  import("@/features/studio-dashboard").then((module) => ({ default: module.DashboardPage })),
);
export const GalleryPage = lazy(() =>
  import("@/features/studio-gallery").then((module) => ({ default: module.GalleryPage })),
);
export const ItemEditorPage = lazy(() =>
  import("@/features/studio-gallery").then((module) => ({ default: module.ItemEditorPage })),
);
export const CategoriesPage = lazy(() =>
  import("@/features/studio-categories").then((module) => ({ default: module.CategoriesPage })),
);
export const TagsPage = lazy(() =>
  import("@/features/studio-tags").then((module) => ({ default: module.TagsPage })),
);
export const InboxPage = lazy(() =>
  import("@/features/studio-inbox").then((module) => ({ default: module.InboxPage })),
);
