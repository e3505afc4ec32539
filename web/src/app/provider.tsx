import { localStorageColorSchemeManager, MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { COLOR_SCHEME_KEY, cssVariablesResolver, theme } from "./theme";

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/**
 * Theme and colour scheme (remembered) for the whole app. Notifications and confirmation
 * modals are mounted with the studio's routes (studio-overlays.tsx), which alone use them.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      {children}
    </MantineProvider>
  );
}
