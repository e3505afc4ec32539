import { EmptyState } from "@mantine/core";
import { IconMapPinOff } from "@tabler/icons-react";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useStudioTitle } from "@/hooks/use-studio-title";

/** An unknown address inside the studio. */
export function StudioNotFound() {
  useStudioTitle("Not found");
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
