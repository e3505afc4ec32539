import { MantineProvider, type MantineColorScheme } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render as testingRender, type RenderOptions } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement, ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { cssVariablesResolver, theme } from "@/app/theme";

export interface AppRenderOptions extends Omit<RenderOptions, "wrapper"> {
  /** Forces a colour scheme, as a visitor's system setting would. */
  colorScheme?: Exclude<MantineColorScheme, "auto">;
  /** Initial router location. */
  route?: string;
}

/**
 * Renders through the app's real providers (theme, modals, notifications, a memory router,
 * and the studio's query cache: a fresh one per render, without retries, so a refused read
 * shows at once).
 */
export function render(ui: ReactElement, { colorScheme, route = "/", ...options }: AppRenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          env="test"
          forceColorScheme={colorScheme}
        >
          <ModalsProvider>
            <Notifications />
            <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    );
  }
  return { user: userEvent.setup(), ...testingRender(ui, { wrapper: Wrapper, ...options }) };
}

export * from "@testing-library/react";
