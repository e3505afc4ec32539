import { Alert, Text } from "@mantine/core";
import { IconCloudOff } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** Says plainly why uploads are off here and what to do instead. */
export function StorageOffNotice({ action }: { action?: ReactNode }) {
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconCloudOff size={18} />}
      title="Uploads are off on this machine"
    >
      <Text size="sm">
        No Cloud Storage emulator runs here, so files cannot be uploaded. Add media by address instead: a full
        https:// address, or a path on this site such as /demo/alpine-dawn-960.webp. Width and height are read
        from the file in your browser.
      </Text>
      {action}
    </Alert>
  );
}
