import "@mantine/charts/styles.css";
import "@mantine/dates/styles.css";
import "@mantine/dropzone/styles.css";
import { Route, Routes } from "react-router";
import { paths } from "@/config/paths";
import { useUnhandledMessageCount } from "@/data/messages/count-unhandled-messages";
import { AccountMenu, AuthProvider, OwnerGate, SignInPage } from "@/features/auth";
import { StudioNotFound, StudioShell } from "@/features/studio-layout";
import {
  CategoriesPage,
  DashboardPage,
  GalleryPage,
  InboxPage,
  ItemEditorPage,
  TagsPage,
} from "./studio-pages";

/** A studio path relative to the studio root, for the nested routes below. */
function inStudio(path: string): string {
  return path.slice(paths.studio.root.path.length + 1);
}

function OwnerStudio() {
  const unhandled = useUnhandledMessageCount();
  return <StudioShell account={<AccountMenu />} badges={{ inbox: unhandled }} />;
}

/** The owner's studio under /studio: sign-in, then the tools, only for the owner. */
export function StudioRoute() {
  return (
    <AuthProvider>
      <Routes>
        <Route path={inStudio(paths.studio.signIn.path)} element={<SignInPage />} />
        <Route
          element={
            <OwnerGate>
              <OwnerStudio />
            </OwnerGate>
          }
        >
          <Route index element={<DashboardPage />} />
          <Route path={inStudio(paths.studio.gallery.path)} element={<GalleryPage />} />
          <Route path={inStudio(paths.studio.galleryNew.path)} element={<ItemEditorPage />} />
          <Route path={inStudio(paths.studio.galleryItem.path)} element={<ItemEditorPage />} />
          <Route path={inStudio(paths.studio.categories.path)} element={<CategoriesPage />} />
          <Route path={inStudio(paths.studio.tags.path)} element={<TagsPage />} />
          <Route path={inStudio(paths.studio.inbox.path)} element={<InboxPage />} />
          <Route path="*" element={<StudioNotFound />} />
        </Route>
      </Routes>
    </AuthProvider>
  );
}
