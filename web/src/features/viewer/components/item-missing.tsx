// The sheets of the Mantine components the modal adds to those main.tsx loads: the full sheet
// is 240 KB of CSS to parse, and restyles the whole page.
import "@mantine/core/styles/Paper.layer.css";
import "@mantine/core/styles/CloseButton.layer.css";
import "@mantine/core/styles/Overlay.layer.css";
import "@mantine/core/styles/ModalBase.layer.css";
import "@mantine/core/styles/Modal.layer.css";
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
