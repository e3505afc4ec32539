// Mantine's full sheet comes with the studio (main.tsx loads only what the public gallery uses).
import "@mantine/core/styles.layer.css";
import "@mantine/notifications/styles.layer.css";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { Outlet } from "react-router";

/**
 * Confirmation modals and notifications, for the studio's routes only. The public pages use
 * neither; mounted here (a lazy route) they stay off the gallery's first load, where
 * Modal and its ScrollArea (with @floating-ui/react) cost about 40 KB gzipped.
 */
export function StudioOverlays() {
  return (
    <ModalsProvider>
      <Notifications position="top-right" />
      <Outlet />
    </ModalsProvider>
  );
}
