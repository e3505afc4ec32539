// Only the Mantine styles the public pages use: the full sheet is render-blocking and three times
// larger. Routes with more (forms, the viewer, the studio) import the full sheet with their code.
// Both are in the `mantine` cascade layer, so the app's own CSS wins whatever order they load in.
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/baseline.layer.css";
import "@mantine/core/styles/global.layer.css";
import "@mantine/core/styles/UnstyledButton.layer.css";
import "@mantine/core/styles/Button.layer.css";
import "@mantine/core/styles/Loader.layer.css";
import "@mantine/core/styles/Container.layer.css";
import "@mantine/core/styles/Group.layer.css";
import "@mantine/core/styles/Stack.layer.css";
import "@mantine/core/styles/Text.layer.css";
import "@mantine/core/styles/Title.layer.css";
import "@mantine/core/styles/VisuallyHidden.layer.css";
import "@mantine/core/styles/Skeleton.layer.css";
import "@mantine/core/styles/Alert.layer.css";
import "@mantine/core/styles/Code.layer.css";
import "@mantine/core/styles/List.layer.css";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { EMBEDDED_SITE_ID, parseSitePage } from "@/data/site/embedded-site";
import { SiteProvider } from "@/data/site/site-context";
import { EmbeddedPageProvider } from "@/features/gallery/hooks/embedded-page-context";
import { EMBEDDED_PAGE_ID, parseEmbeddedPage } from "@/features/gallery/lib/embedded-page";
import { App } from "./app/app";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// App Check starts before the first Firestore or callable request, so every one carries a token. Its
// code (and the Firebase app) is loaded only when a site key is configured: the first load stays lean.
if (import.meta.env.VITE_APPCHECK_SITE_KEY) {
  const { startAppCheck } = await import("./lib/firebase/app-check");
  await startAppCheck();
}
// A public page the server rendered carries its data: hydrate it as it is, without querying again.
const embedded = parseEmbeddedPage(document.getElementById(EMBEDDED_PAGE_ID)?.textContent);
const site = parseSitePage(document.getElementById(EMBEDDED_SITE_ID)?.textContent);
const app = (
  <StrictMode>
    <SiteProvider site={site}>
      <EmbeddedPageProvider page={embedded}>
        <App />
      </EmbeddedPageProvider>
    </SiteProvider>
  </StrictMode>
);
// Hydration as a transition: React then does it in slices of a few milliseconds, yielding to the
// browser in between, instead of one task that blocks input for as long as the page takes.
// Every page the server renders carries the site's settings (`/about` has no gallery data).
if (site && root.firstElementChild) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
