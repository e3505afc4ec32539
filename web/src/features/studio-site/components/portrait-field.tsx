import {
  Button as MantineButton,
  FileButton,
  Group,
  Image,
  Input,
  Progress,
  Select,
  Stack,
  Text,
} from "@mantine/core";
import type { SiteUpload } from "@folio/domain";
import { IconPhotoUp, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { uploadErrorMessage } from "@/features/studio-gallery/upload/storage-error-message";
import { PortraitFileError, uploadPortrait } from "../api/upload-portrait";
import { PORTRAIT_TYPES } from "../upload/portrait-file";

/** Props of PortraitField. */
export interface PortraitFieldProps {
  /** Published works to choose from (a work no longer listed stays choosable by its id). */
  works: { value: string; label: string }[];
  itemId: string;
  upload: SiteUpload | null;
  /** Sets the portrait: a work, an upload, or neither (never both). */
  onChange: (portrait: { itemId: string; upload: SiteUpload | null }) => void;
  /** The form's message about the portrait, shown beside it. */
  error?: string | undefined;
  /** Whether Cloud Storage takes uploads here (locally: whether its emulator runs). */
  canUpload: boolean;
}

/**
 * The about page's portrait: a published work from the gallery, or a picture uploaded here
 * (through Cloud Storage). The upload lands in the form; the settings change on Save.
 */
export function PortraitField({ works, itemId, upload, onChange, error, canUpload }: PortraitFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    setProgress(0);
    try {
      const uploaded = await uploadPortrait(file, (sent, total) =>
        setProgress(total ? (sent / total) * 100 : 0),
      );
      onChange({ itemId: "", upload: uploaded });
    } catch (failure) {
      setUploadError(failure instanceof PortraitFileError ? failure.message : uploadErrorMessage(failure));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="xs">
      <Select
        label="Portrait"
        description="A published work from your gallery, or a picture you upload, shown beside the text."
        placeholder={upload ? "The uploaded picture below" : "No portrait"}
        data={works}
        searchable
        clearable
        value={itemId || null}
        onChange={(value) => onChange({ itemId: value ?? "", upload: value ? null : upload })}
      />
      {upload && (
        <Group gap="sm" align="center">
          <Image src={upload.url} alt="The uploaded portrait" w={72} h={90} fit="cover" radius="sm" />
          <Text size="sm" c="dimmed">
            Uploaded picture, {upload.width} × {upload.height}
          </Text>
          <MantineButton
            variant="subtle"
            color="red"
            size="compact-sm"
            leftSection={<IconTrash size={16} />}
            onClick={() => onChange({ itemId: "", upload: null })}
          >
            Remove the uploaded portrait
          </MantineButton>
        </Group>
      )}
      {canUpload ? (
        <FileButton onChange={(file) => void pick(file)} accept={PORTRAIT_TYPES.join(",")}>
          {(props) => (
            <MantineButton
              {...props}
              variant="default"
              leftSection={<IconPhotoUp size={18} />}
              loading={progress !== null}
              w="fit-content"
            >
              Upload a portrait
            </MantineButton>
          )}
        </FileButton>
      ) : (
        <Text size="sm" c="dimmed">
          Uploads are off on this machine (no Storage emulator): choose a work from the gallery.
        </Text>
      )}
      {progress !== null && <Progress value={progress} size="sm" aria-label="Uploading the portrait" />}
      {(uploadError ?? error) && <Input.Error role="alert">{uploadError ?? error}</Input.Error>}
    </Stack>
  );
}
