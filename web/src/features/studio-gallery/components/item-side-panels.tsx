import { Group, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import type { GalleryItem } from "@folio/domain";
import type { UseFormReturnType } from "@mantine/form";
import { IconExternalLink } from "@tabler/icons-react";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import type { ItemFormValues } from "../editor/item-form-values";

/** Published, featured and downloadable switches of the item form. */
export function VisibilityPanel({ form }: { form: UseFormReturnType<ItemFormValues> }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h5">
          Visibility
        </Title>
        <Switch
          label="Published"
          description="Visitors see published items; drafts only you."
          {...form.getInputProps("published", { type: "checkbox" })}
        />
        <Switch
          label="Featured"
          description="Highlighted on the front page."
          {...form.getInputProps("featured", { type: "checkbox" })}
        />
        <Switch
          label="Downloadable"
          description="Visitors may download a full-size copy, without its location or camera serial."
          {...form.getInputProps("downloadable", { type: "checkbox" })}
        />
      </Stack>
    </Paper>
  );
}

/** Views, likes and dates of an existing item, with a link to it on the site. */
export function ItemStats({ item }: { item: GalleryItem }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap={6}>
        <Title order={2} size="h5">
          Stats
        </Title>
        <Text size="sm">
          {item.views.toLocaleString()} views · {item.likes.toLocaleString()} likes
        </Text>
        <Text size="xs" c="dimmed">
          Added {item.createdAt.toLocaleDateString()} · edited {item.updatedAt.toLocaleString()}
        </Text>
        {item.published && (
          <Group mt="xs">
            <Button
              size="sm"
              variant="ghost"
              href={paths.item.href(item.id)}
              rightIcon={<IconExternalLink size={14} />}
            >
              View on the site
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
