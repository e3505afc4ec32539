import {
  Anchor,
  CloseButton,
  EmptyState,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { POPULAR_TAG_THRESHOLD, tagNameKey, type Tag, type TagSort } from "@folio/domain";
import { IconRefresh, IconSearch, IconTags } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { LoadError } from "@/components/ui/load-error";
import { notifyFailed, notifySaved } from "@/components/ui/notify";
import { useTagsQuery } from "@/data/content/tags-query";
import { useRecountTags } from "../api/recount-tags";
import { useUpdateTag } from "../api/update-tag";
import { NewTagForm } from "./new-tag-form";
import { TagsTable } from "./tags-table";
import { useStudioTitle } from "@/hooks/use-studio-title";

/** Tags: three orders, usage and popularity, add, rename, delete, recount. */
export function TagsPage() {
  useStudioTitle("Tags");
  const [sort, setSort] = useState<TagSort>("name");
  const tagsQuery = useTagsQuery(sort);
  const tags = tagsQuery.data ?? [];
  const updateTag = useUpdateTag();
  const recountTags = useRecountTags();
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<string | null>(null);
  const shown = tags.filter((tag) => tagNameKey(tag.name).includes(tagNameKey(search)));
  const popular = tags.filter((tag) => tag.isPopular).length;

  const rename = async (tag: Tag, name: string) => {
    const renamed = await updateTag.mutateAsync({ id: tag.id, name });
    notifySaved("Tag renamed", `“${tag.name}” is now “${renamed.name}” on every item.`);
  };

  const recount = async () => {
    const result = await recountTags.mutateAsync();
    if (result.failed) {
      notifyFailed(
        "The recount could not finish",
        "Usage is recounted every night as well; try again later.",
      );
      return;
    }
    notifySaved(
      "Usage recounted",
      `${result.tags} tags checked against ${result.items} items; ${result.changedTags === 0 ? "all were right" : `${result.changedTags} corrected`}.`,
    );
  };

  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} size="h2">
            Tags
          </Title>
          <Text c="dimmed" size="sm">
            {tagsQuery.data
              ? `${tags.length} tags · ${popular} popular (on ${POPULAR_TAG_THRESHOLD} or more published works).`
              : `A tag is popular when ${POPULAR_TAG_THRESHOLD} or more published works use it.`}{" "}
            To tag many items at once, select them in the{" "}
            <Anchor component={Link} to={paths.studio.gallery.href()} size="sm" underline="always">
              gallery
            </Anchor>
            .
          </Text>
        </Stack>
        <Button
          variant="outline"
          leftIcon={<IconRefresh size={18} />}
          onClick={recount}
          loading={recountTags.isPending}
        >
          Recount usage
        </Button>
      </Group>

      <Paper withBorder radius="md" p="lg">
        <NewTagForm />
      </Paper>

      <Group justify="space-between">
        <TextInput
          placeholder="Find a tag"
          aria-label="Find a tag"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          rightSection={search ? <CloseButton aria-label="Clear" onClick={() => setSearch("")} /> : undefined}
          w={260}
        />
        <SegmentedControl
          aria-label="Sort tags"
          value={sort}
          onChange={(value) => setSort(value as TagSort)}
          data={[
            { value: "name", label: "Name" },
            { value: "usage", label: "Most used" },
            { value: "newest", label: "Newest" },
          ]}
        />
      </Group>

      {tagsQuery.isError && (
        <LoadError
          title="The tags could not be loaded"
          error={tagsQuery.error}
          onRetry={() => void tagsQuery.refetch()}
          retrying={tagsQuery.isFetching}
        />
      )}
      {tagsQuery.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading tags">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} h={40} />
          ))}
        </Stack>
      ) : !tagsQuery.data ? null : shown.length === 0 ? (
        <EmptyState
          py="xl"
          icon={<IconTags size={28} />}
          withIndicatorBackground
          title={search ? "No tag matches" : "No tags yet"}
          description={search ? "Try another spelling." : "Add one above, or type new tags on an item."}
        />
      ) : (
        <TagsTable tags={shown} editing={editing} onEdit={setEditing} onRename={rename} />
      )}
    </Stack>
  );
}
