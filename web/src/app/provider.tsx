import { localStorageColorSchemeManager, MantineProvider } from "@mantine/core";
import type { ReactNode } from "react";
import { useSite } from "@/data/site/site-context";
import { COLOR_SCHEME_KEY, cssVariablesResolver, theme } from "./theme";

const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });

/**
 * Theme and colour scheme (remembered; until a visitor picks one, the owner's default) for the whole app. Notifications and confirmation
 * modals are mounted with the studio's routes (studio-overlays.tsx), which alone use them.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const { display } = useSite();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme={display.colorScheme}
      colorSchemeManager={colorSchemeManager}
    >
      {children}
    </MantineProvider>
  );
}
