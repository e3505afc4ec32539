import { Anchor, Group, Progress, Stack, Text } from "@mantine/core";
import { IconHeart } from "@tabler/icons-react";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import type { RankedContent } from "../api/join-content";
import { formatCount } from "../format";
import { ContentThumbnail } from "./content-thumbnail";
import classes from "./content-list.module.css";

/** Ranked items with thumbnails, titles, views and likes; rows link to the item's editor. */
export function ContentList({ entries, label }: { entries: readonly RankedContent[]; label: string }) {
  const most = Math.max(1, ...entries.map((entry) => entry.views));
  return (
    <Stack gap={6} component="ol" className={classes.list} aria-label={label}>
      {entries.map((entry, index) => {
        const title = entry.item?.title ?? "Deleted item";
        return (
          <Group
            key={entry.contentId}
            component="li"
            gap="sm"
            wrap="nowrap"
            className={classes.row}
            aria-label={`${index + 1}. ${title}: ${entry.views} views`}
          >
            <Text size="xs" c="dimmed" w={18} ta="right" className={classes.rank}>
              {index + 1}
            </Text>
            <ContentThumbnail item={entry.item} size={40} />
            <Stack gap={2} flex={1} miw={0}>
              {entry.item ? (
                <Anchor
                  component={Link}
                  to={paths.studio.galleryItem.href(entry.contentId)}
                  size="sm"
                  fw={500}
                  c="inherit"
                  truncate="end"
                >
                  {title}
                </Anchor>
              ) : (
                <Text size="sm" c="dimmed" fs="italic">
                  {title}
                </Text>
              )}
              <Progress value={(entry.views / most) * 100} size={4} aria-hidden />
            </Stack>
            <Stack gap={0} align="flex-end">
              <Text size="sm" fw={600} className={classes.figure}>
                {formatCount(entry.views)}
              </Text>
              <Group gap={2} c="dimmed" wrap="nowrap">
                <IconHeart size={12} />
                <Text size="xs" className={classes.figure}>
                  {formatCount(entry.likes)}
                </Text>
              </Group>
            </Stack>
          </Group>
        );
      })}
    </Stack>
  );
}
