import { Anchor, Breadcrumbs, EmptyState, Skeleton, Stack, Text, Title } from "@mantine/core";
import { GALLERY_CATEGORY_TYPE, type CameraDetails, type GalleryItem } from "@folio/domain";
import { IconPhotoOff } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { LoadError } from "@/components/ui/load-error";
import { newGalleryItemId, useCreateGalleryItem } from "../api/create-gallery-item";
import { useCreateTag } from "@/data/content/create-tag";
import { useGalleryItemQuery } from "@/data/content/gallery-item-query";
import { getNextItemOrder } from "../api/get-next-item-order";
import { useCategoriesQuery } from "@/data/content/categories-query";
import { useTagsQuery } from "@/data/content/tags-query";
import { useUpdateGalleryItem } from "../api/update-gallery-item";
import { storageAvailable } from "@/lib/firebase/storage";
import { ensureTags } from "../api/ensure-tags";
import { useCameraDetailsQuery, useSaveCameraDetails } from "../api/camera-details";
import {
  cameraToSave,
  emptyValues,
  inputFromValues,
  patchFromValues,
  valuesFromItem,
  type ItemFormValues,
} from "../editor/item-form-values";
import { useItemActions } from "../item-actions";
import { notifySaved } from "@/components/ui/notify";
import { ItemForm } from "./item-form";
import { useStudioTitle } from "@/hooks/use-studio-title";

function Header({ title }: { title: string }) {
  useStudioTitle(title);
  return (
    <Stack gap={4} mb="lg">
      <Breadcrumbs>
        <Anchor component={Link} to={paths.studio.gallery.href()} size="sm">
          Gallery
        </Anchor>
        <Text size="sm" c="dimmed" truncate="end" maw={280}>
          {title}
        </Text>
      </Breadcrumbs>
      <Title order={1} size="h2">
        {title}
      </Title>
    </Stack>
  );
}

/**
 * The categories and tags an item can take, for the form's pickers, and an error with Retry
 * when either could not be read (the form then offers only what it has).
 */
function useItemOptions() {
  const categoriesQuery = useCategoriesQuery(GALLERY_CATEGORY_TYPE);
  const tagsQuery = useTagsQuery("name");
  const { mutateAsync: createTag } = useCreateTag();
  const failed = categoriesQuery.isError || tagsQuery.isError;
  const error = failed ? (
    <LoadError
      title="The categories and tags to choose from could not be loaded"
      error={categoriesQuery.error ?? tagsQuery.error}
      onRetry={() => {
        if (categoriesQuery.isError) void categoriesQuery.refetch();
        if (tagsQuery.isError) void tagsQuery.refetch();
      }}
      retrying={categoriesQuery.isFetching || tagsQuery.isFetching}
    />
  ) : null;
  return { categories: categoriesQuery.data ?? [], tags: tagsQuery.data ?? [], createTag, error };
}

function NewItem() {
  const [itemId] = useState(newGalleryItemId);
  const navigate = useNavigate();
  const { categories, tags, createTag, error } = useItemOptions();
  const { mutateAsync: createGalleryItem } = useCreateGalleryItem();
  const saveCameraDetails = useSaveCameraDetails();

  const create = async (values: ItemFormValues) => {
    await ensureTags(values.tags, tags, createTag);
    await createGalleryItem({ input: inputFromValues(values, await getNextItemOrder()), id: itemId });
    const camera = cameraToSave(null, values);
    if (camera) await saveCameraDetails(itemId, camera);
    notifySaved(
      "Item added",
      values.published
        ? `“${values.title.trim()}” is live.`
        : `“${values.title.trim()}” is saved as a draft.`,
    );
    navigate(paths.studio.gallery.href());
  };

  return (
    <>
      <Header title="New item" />
      {error}
      <ItemForm
        itemId={itemId}
        initialValues={emptyValues()}
        categories={categories}
        tags={tags}
        canUpload={storageAvailable()}
        onSubmit={create}
        cancelHref={paths.studio.gallery.href()}
      />
    </>
  );
}

function EditItem({ item, camera }: { item: GalleryItem; camera: CameraDetails | null }) {
  const navigate = useNavigate();
  const { categories, tags, createTag, error: optionsError } = useItemOptions();
  const { mutateAsync: updateGalleryItem } = useUpdateGalleryItem();
  const { confirmDeleteItem } = useItemActions();

  const saveCameraDetails = useSaveCameraDetails();
  const save = async (values: ItemFormValues) => {
    const patch = patchFromValues(item, values);
    // `camera` is what is stored now: the save below puts what it wrote in the studio's read.
    const cameraChange = cameraToSave(camera, values);
    if (Object.keys(patch).length === 0 && cameraChange === undefined) {
      notifySaved("Nothing to save", "The item is as you left it.");
      return;
    }
    if (patch.tags) await ensureTags(patch.tags, tags, createTag);
    if (Object.keys(patch).length > 0) {
      const { error } = await updateGalleryItem({ id: item.id, patch });
      if (error) throw new Error(error);
    }
    if (cameraChange !== undefined) await saveCameraDetails(item.id, cameraChange);
    // The replaced upload's folder (original, display sizes, poster) is removed by the server
    // once this save lands (contentMediaReplaced), so a failed save never loses the live files.
    notifySaved("Changes saved", values.title.trim());
  };

  const remove = async () => {
    if (await confirmDeleteItem(item)) navigate(paths.studio.gallery.href());
  };

  return (
    <>
      <Header title={item.title} />
      {optionsError}
      <ItemForm
        key={item.id}
        item={item}
        itemId={item.id}
        initialValues={valuesFromItem(item, camera)}
        categories={categories}
        tags={tags}
        canUpload={storageAvailable()}
        onSubmit={save}
        onDelete={remove}
        cancelHref={paths.studio.gallery.href()}
      />
    </>
  );
}

function LoadItem({ id }: { id: string }) {
  const itemQuery = useGalleryItemQuery(id);
  const cameraQuery = useCameraDetailsQuery(id);
  if (itemQuery.isPending || cameraQuery.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading the item">
        <Skeleton h={36} w={260} />
        <Skeleton h={280} radius="md" />
        <Skeleton h={220} radius="md" />
      </Stack>
    );
  }
  if (itemQuery.isError || cameraQuery.isError) {
    return (
      <>
        <Header title="Item" />
        <LoadError
          title="The item could not be loaded"
          error={itemQuery.error ?? cameraQuery.error}
          onRetry={() => void Promise.all([itemQuery.refetch(), cameraQuery.refetch()])}
          retrying={itemQuery.isFetching || cameraQuery.isFetching}
        />
      </>
    );
  }
  const item = itemQuery.data;
  if (!item) {
    return (
      <EmptyState
        py="xl"
        icon={<IconPhotoOff size={28} />}
        withIndicatorBackground
        title="This item does not exist"
        description="It may have been deleted, or the link is mistyped."
      >
        <EmptyState.Actions>
          <Button to={paths.studio.gallery.href()}>Back to the gallery</Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return <EditItem item={item} camera={cameraQuery.data} />;
}

/** Create a gallery item, or edit the one in the address. */
export function ItemEditorPage() {
  const { id } = useParams();
  return id ? <LoadItem id={id} /> : <NewItem />;
}
