import { MantineProvider, type MantineColorScheme } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
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

/** Renders through the app's real providers (theme, modals, notifications, a memory router). */
export function render(ui: ReactElement, { colorScheme, route = "/", ...options }: AppRenderOptions = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
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
    );
  }
  return { user: userEvent.setup(), ...testingRender(ui, { wrapper: Wrapper, ...options }) };
}

export * from "@testing-library/react";
