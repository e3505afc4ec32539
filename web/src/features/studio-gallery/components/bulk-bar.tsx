import { Affix, Group, Paper, Text, Transition } from "@mantine/core";
import { IconEyeOff, IconTagMinus, IconTagPlus, IconWorld, IconX } from "@tabler/icons-react";
import { Button } from "@/components/ui/button";
import classes from "./bulk-bar.module.css";

export interface BulkBarProps {
  /** How many items are selected. */
  count: number;
  onAddTags: () => void;
  onRemoveTags: () => void;
  onPublish: () => void;
  onUnpublish: () => void;
  onClear: () => void;
  /** True while a bulk write runs. */
  busy: boolean;
}

/** Actions on the selected items, floating at the bottom while there is a selection. */
export function BulkBar({
  count,
  onAddTags,
  onRemoveTags,
  onPublish,
  onUnpublish,
  onClear,
  busy,
}: BulkBarProps) {
  return (
    <Affix position={{ bottom: 20, left: 0, right: 0 }} zIndex={150} className={classes.affix}>
      <Transition mounted={count > 0} transition="slide-up">
        {(style) => (
          <Paper
            shadow="lg"
            radius="xl"
            px="md"
            py="xs"
            withBorder
            className={classes.bar}
            style={style}
            role="toolbar"
            aria-label="Selected items"
          >
            <Group gap="xs" wrap="wrap" justify="center">
              <Text fw={600} size="sm" px="xs">
                {count} selected
              </Text>
              <Button
                size="sm"
                variant="secondary"
                leftIcon={<IconTagPlus size={16} />}
                onClick={onAddTags}
                disabled={busy}
              >
                Add tags
              </Button>
              <Button
                size="sm"
                variant="secondary"
                leftIcon={<IconTagMinus size={16} />}
                onClick={onRemoveTags}
                disabled={busy}
              >
                Remove tags
              </Button>
              <Button
                size="sm"
                variant="ghost"
                leftIcon={<IconWorld size={16} />}
                onClick={onPublish}
                loading={busy}
              >
                Publish
              </Button>
              <Button
                size="sm"
                variant="ghost"
                leftIcon={<IconEyeOff size={16} />}
                onClick={onUnpublish}
                disabled={busy}
              >
                Unpublish
              </Button>
              <Button size="sm" variant="ghost" leftIcon={<IconX size={16} />} onClick={onClear}>
                Clear selection
              </Button>
            </Group>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
}
