import { ActionIcon, Tooltip, useMantineColorScheme } from "@mantine/core";
import { IconDeviceDesktop, IconMoon, IconSun } from "@tabler/icons-react";

const NEXT = { light: "dark", dark: "auto", auto: "light" } as const;
const LABEL = { light: "Light", dark: "Dark", auto: "Follow system" } as const;

/** Cycles light → dark → auto; Mantine remembers the choice in localStorage. */
export function ColorSchemeToggle() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const next = NEXT[colorScheme];
  const Icon = colorScheme === "light" ? IconSun : colorScheme === "dark" ? IconMoon : IconDeviceDesktop;
  const label = `Colour scheme: ${LABEL[colorScheme]}. Switch to ${LABEL[next].toLowerCase()}`;
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" size="lg" aria-label={label} onClick={() => setColorScheme(next)}>
        <Icon size={20} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}
