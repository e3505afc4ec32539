import { ConfigError } from "@/components/errors/config-error";
import { ErrorBoundary } from "@/components/errors/error-boundary";
import { configResult } from "@/config/env";
import { AppProvider } from "./provider";
import { AppRouter } from "./router";

/** The root: refuses to start without the required configuration, and says why. */
export function App() {
  return (
    <AppProvider>
      <ErrorBoundary>
        {configResult.ok ? <AppRouter /> : <ConfigError missing={configResult.missing} />}
      </ErrorBoundary>
    </AppProvider>
  );
}
