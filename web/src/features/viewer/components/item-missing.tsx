import { Modal, Text } from "@mantine/core";
import { Button } from "@/components/ui/button";

/** Said when an item link points at a work that is gone or not published. */
export function ItemMissing({ onClose }: { onClose: () => void }) {
  return (
    <Modal opened onClose={onClose} title="This work is not available" centered>
      <Text mb="lg">
        It may have been removed or not be published yet. The rest of the portfolio is right behind this
        message.
      </Text>
      <Button onClick={onClose}>Back to the gallery</Button>
    </Modal>
  );
}
