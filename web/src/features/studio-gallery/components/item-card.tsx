import { ActionIcon, Badge, Card, Checkbox, Group, Menu, Stack, Text, Tooltip } from "@mantine/core";
import type { GalleryItem } from "@folio/domain";
import {
  IconDotsVertical,
  IconExternalLink,
  IconEye,
  IconEyeOff,
  IconHeart,
  IconPencil,
  IconPlayerPlayFilled,
  IconStar,
  IconStarFilled,
  IconTrash,
  IconWorld,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { isOwnerOnlyUpload, thumbnailOf } from "../thumbnail";
import classes from "./item-card.module.css";
import { MediaThumb } from "./media-thumb";

export interface ItemCardProps {
  item: GalleryItem;
  /** Name of the item's category. */
  categoryName: string;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onToggleFeatured: () => void;
  onTogglePublished: () => void;
  onDelete: () => void;
}

/** One tile of the studio gallery: preview, state at a glance, and its actions. */
export function ItemCard({
  item,
  categoryName,
  selected,
  onSelectedChange,
  onToggleFeatured,
  onTogglePublished,
  onDelete,
}: ItemCardProps) {
  const editHref = paths.studio.galleryItem.href(item.id);
  return (
    <Card
      withBorder
      radius="md"
      padding={0}
      className={classes.card}
      data-selected={selected || undefined}
      component="article"
      aria-label={item.title}
    >
      <div className={classes.media}>
        <Link to={editHref} tabIndex={-1} aria-hidden>
          <MediaThumb thumbnail={thumbnailOf(item)} alt="" ownerOnly={isOwnerOnlyUpload(item)} />
        </Link>
        <Checkbox
          className={classes.select}
          checked={selected}
          onChange={(event) => onSelectedChange(event.currentTarget.checked)}
          aria-label={`Select ${item.title}`}
          size="md"
        />
        <Group gap={6} className={classes.badges}>
          {!item.published && (
            <Badge color="gray" variant="filled" size="sm">
              Draft
            </Badge>
          )}
          {item.type === "video" && (
            <Badge color="dark" variant="filled" size="sm" leftSection={<IconPlayerPlayFilled size={10} />}>
              Video
            </Badge>
          )}
        </Group>
        <Tooltip label={item.featured ? "Featured: remove from the front page" : "Feature on the front page"}>
          <ActionIcon
            className={classes.star}
            variant={item.featured ? "filled" : "default"}
            color={item.featured ? "yellow" : undefined}
            radius="xl"
            aria-label={item.featured ? `Unfeature ${item.title}` : `Feature ${item.title}`}
            aria-pressed={item.featured}
            onClick={onToggleFeatured}
          >
            {item.featured ? <IconStarFilled size={16} /> : <IconStar size={16} />}
          </ActionIcon>
        </Tooltip>
      </div>
      <Stack gap={4} p="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" truncate="end" component={Link} to={editHref} className={classes.title}>
            {item.title}
          </Text>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${item.title}`}>
                <IconDotsVertical size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item component={Link} to={editHref} leftSection={<IconPencil size={16} />}>
                Edit
              </Menu.Item>
              <Menu.Item
                leftSection={item.published ? <IconEyeOff size={16} /> : <IconWorld size={16} />}
                onClick={onTogglePublished}
              >
                {item.published ? "Unpublish (make a draft)" : "Publish"}
              </Menu.Item>
              {item.published && (
                <Menu.Item
                  component="a"
                  href={paths.item.href(item.id)}
                  target="_blank"
                  leftSection={<IconExternalLink size={16} />}
                >
                  View on the site
                </Menu.Item>
              )}
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Text size="xs" c="dimmed" truncate="end">
          {categoryName}
          {item.tags.length > 0 && ` · ${item.tags.join(", ")}`}
        </Text>
        <Group gap="sm">
          <Group gap={4} c="dimmed">
            <IconEye size={14} />
            <Text size="xs" aria-label={`${item.views} views`}>
              {item.views.toLocaleString()}
            </Text>
          </Group>
          <Group gap={4} c="dimmed">
            <IconHeart size={14} />
            <Text size="xs" aria-label={`${item.likes} likes`}>
              {item.likes.toLocaleString()}
            </Text>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
