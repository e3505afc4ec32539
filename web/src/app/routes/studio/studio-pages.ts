import { lazy } from "react";

// Each studio page is its own chunk: signing in does not download the charts, and the
// gallery tools do not wait for the dashboard. The owner's frame is one too, so the sign-in
// page loads the auth SDK alone, not the Firestore listeners the frame's inbox badge needs.
export const OwnerStudio = lazy(() =>
  import("./owner-studio").then((module) => ({ default: module.OwnerStudio })),
);
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
export const SitePage = lazy(() =>
  import("@/features/studio-site").then((module) => ({ default: module.SitePage })),
);
export const ClientsPage = lazy(() =>
  import("@/features/studio-clients").then((module) => ({ default: module.ClientsPage })),
);
export const ClientGalleryPage = lazy(() =>
  import("@/features/studio-clients").then((module) => ({ default: module.ClientGalleryPage })),
);
