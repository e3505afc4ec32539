import { useEffect } from "react";
import { ConfigError } from "@/components/errors/config-error";
import { ErrorBoundary } from "@/components/errors/error-boundary";
import { configResult } from "@/config/env";
import { isPrivatePath } from "@/config/paths";
import { whenPageIdle } from "@/lib/page-idle";
import { AppProvider } from "./provider";
import { AppRouter } from "./router";

/** The root: refuses to start without the required configuration, and says why. */
export function App() {
  useEffect(() => {
    // Once the page has loaded and gone idle, and in its own chunk: Google Analytics never
    // delays the gallery or its hydration. A client gallery (a private address) never loads it.
    if (configResult.ok && !isPrivatePath(window.location.pathname))
      void whenPageIdle()
        .then(() => import("@/lib/firebase/analytics"))
        .then((module) => module.startGoogleAnalytics());
  }, []);
  return (
    <AppProvider>
      <ErrorBoundary>
        {configResult.ok ? <AppRouter /> : <ConfigError missing={configResult.missing} />}
      </ErrorBoundary>
    </AppProvider>
  );
}
