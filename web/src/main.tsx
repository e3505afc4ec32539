import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { EmbeddedPageProvider } from "@/features/gallery/hooks/embedded-page-context";
import { EMBEDDED_PAGE_ID, parseEmbeddedPage } from "@/features/gallery/lib/embedded-page";
import { App } from "./app/app";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// A public page the server rendered carries its data: hydrate it as it is, without querying again.
const embedded = parseEmbeddedPage(document.getElementById(EMBEDDED_PAGE_ID)?.textContent);
const app = (
  <StrictMode>
    <EmbeddedPageProvider page={embedded}>
      <App />
    </EmbeddedPageProvider>
  </StrictMode>
);
if (embedded && root.firstElementChild) hydrateRoot(root, app);
else createRoot(root).render(app);
