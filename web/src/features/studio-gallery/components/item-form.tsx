import { Grid, Group, Paper, Select, Stack, TagsInput, Text, Textarea, TextInput } from "@mantine/core";
import { CONTENT_LIMITS, type Category, type GalleryItem, type Tag } from "@folio/domain";
import { useForm } from "@mantine/form";
import { IconDeviceFloppy, IconTrash } from "@tabler/icons-react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { NotSavedAlert } from "@/components/ui/not-saved-alert";
import {
  cameraFormValues,
  cameraFromForm,
  dedupeTags,
  type ItemFormValues,
} from "../editor/item-form-values";
import { CameraPanel } from "./camera-panel";
import classes from "./item-form.module.css";
import { ItemStats, VisibilityPanel } from "./item-side-panels";
import { MediaField } from "./media-field";
import { UnsavedChangesGuard } from "./unsaved-changes-guard";

export interface ItemFormProps {
  /** The item being edited; absent when creating one. */
  item?: GalleryItem;
  /** Id its media are uploaded under (the new item's id when creating). */
  itemId: string;
  initialValues: ItemFormValues;
  categories: readonly Category[];
  tags: readonly Tag[];
  canUpload: boolean;
  /** Saves; rejects with a readable message. The form keeps its input either way. */
  onSubmit: (values: ItemFormValues) => Promise<void>;
  onDelete?: () => void;
  /** Where Cancel leads. */
  cancelHref: string;
}

const CAMERA_FIELDS = ["camera", "lens", "focalLength", "aperture", "exposure", "iso", "takenAt"] as const;

/** Create or edit a gallery item: media, words, category and tags, visibility, camera details. */
export function ItemForm({
  item,
  itemId,
  initialValues,
  categories,
  tags,
  canUpload,
  onSubmit,
  onDelete,
  cancelHref,
}: ItemFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  // Saving pressed while a file was still uploading: the save happens once the upload is in.
  const [saveWhenUploaded, setSaveWhenUploaded] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  const form = useForm<ItemFormValues>({
    mode: "controlled",
    initialValues,
    validate: {
      title: (value) => (value.trim() ? null : "Give the item a title"),
      media: (value) => (value ? null : "Add an image or a video"),
      camera: Object.fromEntries(
        CAMERA_FIELDS.map((key) => [
          key,
          (_value: unknown, values: ItemFormValues) => cameraFromForm(values.camera).errors[key] ?? null,
        ]),
      ),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    setSaving(true);
    try {
      await onSubmit({ ...values, tags: dedupeTags(values.tags) });
      form.resetDirty(values);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  });
  const onFormSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (uploading) {
      event.preventDefault();
      setSaveWhenUploaded(true);
      return;
    }
    submit(event);
  };
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  useEffect(() => {
    if (!saveWhenUploaded || uploading) return;
    setSaveWhenUploaded(false);
    if (form.values.media) formElement.current?.requestSubmit();
    else setError("The upload did not finish, so nothing was saved. Upload the file again, then save.");
  }, [saveWhenUploaded, uploading, form.values.media]);

  return (
    <form
      ref={formElement}
      onSubmit={onFormSubmit}
      noValidate
      aria-label={item ? `Edit ${item.title}` : "New item"}
    >
      <UnsavedChangesGuard when={form.isDirty() && !saving} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {error && <NotSavedAlert error={error} />}
            <Paper withBorder radius="md" p="lg">
              <MediaField
                value={form.values.media}
                onChange={(media) => form.setFieldValue("media", media)}
                onCameraRead={(camera) => form.setFieldValue("camera", cameraFormValues(camera))}
                onBusyChange={onBusyChange}
                itemId={itemId}
                canUpload={canUpload}
                error={form.errors.media as string | undefined}
              />
            </Paper>
            <Paper withBorder radius="md" p="lg">
              <Stack gap="md">
                <TextInput
                  label="Title"
                  required
                  maxLength={CONTENT_LIMITS.titleMax}
                  {...form.getInputProps("title")}
                />
                <Textarea
                  label="Description"
                  description="Shown under the item in the viewer."
                  autosize
                  minRows={3}
                  maxRows={10}
                  maxLength={CONTENT_LIMITS.descriptionMax}
                  {...form.getInputProps("description")}
                />
                <Textarea
                  label="Alt text"
                  description="Describe what the picture shows for people who cannot see it. Leave empty only for decoration."
                  autosize
                  minRows={2}
                  maxLength={CONTENT_LIMITS.altMax}
                  {...form.getInputProps("alt")}
                />
                <Group grow align="flex-start">
                  <Select
                    label="Category"
                    data={categories.map((category) => ({ value: category.id, label: category.name }))}
                    allowDeselect={false}
                    {...form.getInputProps("category")}
                  />
                  <TagsInput
                    label="Tags"
                    description="Pick existing tags or type new ones."
                    data={tags.map((tag) => tag.name)}
                    maxTags={CONTENT_LIMITS.tagsPerItemMax}
                    clearable
                    {...form.getInputProps("tags")}
                  />
                </Group>
              </Stack>
            </Paper>
            {form.values.media?.type !== "video" && <CameraPanel form={form} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" className={classes.side}>
            <VisibilityPanel form={form} />
            {item && <ItemStats item={item} />}
            <Stack gap="xs">
              <Button
                type="submit"
                loading={saving || saveWhenUploaded}
                leftIcon={<IconDeviceFloppy size={18} />}
                fullWidth
              >
                {item ? "Save changes" : "Add to gallery"}
              </Button>
              {saveWhenUploaded && (
                <Text size="sm" c="dimmed" role="status">
                  Still uploading: the item will be saved as soon as the upload is done.
                </Text>
              )}
              <Button variant="ghost" to={cancelHref} fullWidth>
                Cancel
              </Button>
              {onDelete && (
                <Button
                  variant="outline"
                  color="red"
                  leftIcon={<IconTrash size={16} />}
                  onClick={onDelete}
                  fullWidth
                >
                  Delete item
                </Button>
              )}
            </Stack>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
