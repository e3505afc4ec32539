import { Center, Loader } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense } from "react";
import { Route, Routes } from "react-router";
import { paths } from "@/config/paths";
import { AuthProvider, OwnerGate, SignInPage } from "@/features/auth";
import { StudioNotFound } from "@/features/studio-layout";
import { createQueryClient } from "@/lib/query-client";
import {
  CategoriesPage,
  ClientGalleryPage,
  ClientsPage,
  DashboardPage,
  GalleryPage,
  InboxPage,
  ItemEditorPage,
  OwnerStudio,
  SitePage,
  TagsPage,
} from "./studio-pages";

/** A studio path relative to the studio root, for the nested routes below. */
function inStudio(path: string): string {
  return path.slice(paths.studio.root.path.length + 1);
}

/** One cache for the studio's reads, made with its lazy chunk: the public pages never load it. */
const queryClient = createQueryClient();

/** The owner's studio under /studio: sign-in, then the tools, only for the owner. */
export function StudioRoute() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Routes>
          <Route path={inStudio(paths.studio.signIn.path)} element={<SignInPage />} />
          <Route
            element={
              <OwnerGate>
                <Suspense
                  fallback={
                    <Center mih="100dvh">
                      <Loader aria-label="Opening the studio" />
                    </Center>
                  }
                >
                  <OwnerStudio />
                </Suspense>
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
            <Route path={inStudio(paths.studio.site.path)} element={<SitePage />} />
            <Route path={inStudio(paths.studio.clients.path)} element={<ClientsPage />} />
            <Route path={inStudio(paths.studio.clientGallery.path)} element={<ClientGalleryPage />} />
            <Route path="*" element={<StudioNotFound />} />
          </Route>
        </Routes>
      </AuthProvider>
    </QueryClientProvider>
  );
}
