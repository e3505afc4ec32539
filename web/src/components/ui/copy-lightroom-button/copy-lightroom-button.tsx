import { CopyButton } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { lightroomFilter } from "@folio/domain";
import { Button } from "@/components/ui/button";

export interface CopyLightroomButtonProps {
  /** The selected works' file names, as the client's selection lists them. */
  fileNames: readonly string[];
}

/**
 * Copies a client selection's Lightroom filter line (lightroomFilter), as the selection email
 * gives it. Shared by the inbox's Selections and a gallery's Activity tab.
 */
export function CopyLightroomButton({ fileNames }: CopyLightroomButtonProps) {
  const filter = lightroomFilter(fileNames);
  return (
    <CopyButton value={filter}>
      {({ copied, copy }) => (
        <Button
          size="sm"
          variant="outline"
          leftIcon={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={copy}
          disabled={!filter}
        >
          {copied ? "Copied" : "Copy for Lightroom"}
        </Button>
      )}
    </CopyButton>
  );
}
