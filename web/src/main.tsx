import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { startAppCheck } from "./lib/firebase/app-check";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
// Before the first request, so every one carries a token; returns at once when App Check is off.
await startAppCheck();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
