import { EmptyState } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconMapPinOff } from "@tabler/icons-react";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";

/** An unknown address inside the studio. */
export function StudioNotFound() {
  useDocumentTitle("Not found · Folio Studio");
  return (
    <EmptyState
      py="xl"
      icon={<IconMapPinOff size={28} />}
      withIndicatorBackground
      title="Nothing at this address"
      description="The page may have moved. The navigation on the left leads to every part of the studio."
    >
      <EmptyState.Actions>
        <Button to={paths.studio.root.href()}>Go to the dashboard</Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}
