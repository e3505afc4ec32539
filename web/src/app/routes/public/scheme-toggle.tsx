import { useMantineColorScheme } from "@mantine/core";
import { useMounted } from "@mantine/hooks";
import { IconDeviceDesktop, IconMoon, IconSun } from "@tabler/icons-react";
import { Button } from "@/components/ui/button";

const NEXT = { light: "dark", dark: "auto", auto: "light" } as const;
const LABEL = { light: "Light", dark: "Dark", auto: "Follow system" } as const;

/**
 * Light → dark → system, remembered by Mantine. The public pages use this one rather than
 * the shared toggle: a native `title` instead of a Tooltip keeps the tooltip library
 * (about 16 KB gzipped) off the gallery's first load.
 */
export function SchemeToggle({ className }: { className?: string }) {
  const { colorScheme: remembered, setColorScheme } = useMantineColorScheme();
  // The server cannot read the remembered scheme: until hydrated, show what it rendered.
  const colorScheme = useMounted() ? remembered : "auto";
  const next = NEXT[colorScheme];
  const Icon = colorScheme === "light" ? IconSun : colorScheme === "dark" ? IconMoon : IconDeviceDesktop;
  const label = `Colour scheme: ${LABEL[colorScheme]}. Switch to ${LABEL[next].toLowerCase()}`;
  return (
    <Button
      variant="ghost"
      size="sm"
      className={className}
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(next)}
    >
      <Icon size={18} stroke={1.6} />
    </Button>
  );
}
