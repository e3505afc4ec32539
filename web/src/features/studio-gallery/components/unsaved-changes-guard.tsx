import { Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { use, useEffect } from "react";
import { UNSAFE_DataRouterContext, useBlocker } from "react-router";

function InAppGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    modals.openConfirmModal({
      title: "Leave without saving?",
      children: <Text size="sm">Your changes to this item have not been saved.</Text>,
      labels: { confirm: "Leave", cancel: "Stay" },
      confirmProps: { color: "red" },
      onConfirm: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker]);
  return null;
}

/** Asks before leaving a form with unsaved changes (in the app and when closing the tab). */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  // Blocking in-app navigation needs the data router; component tests render without one.
  const dataRouter = use(UNSAFE_DataRouterContext);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);

  return dataRouter ? <InAppGuard when={when} /> : null;
}
