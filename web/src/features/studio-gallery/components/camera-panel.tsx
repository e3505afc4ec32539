import { Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { CAMERA_LIMITS } from "@folio/domain";
import type { UseFormReturnType } from "@mantine/form";
import { IconEraser } from "@tabler/icons-react";
import { Button } from "@/components/ui/button";
import { cameraFormEmpty, cameraFormValues, type ItemFormValues } from "../editor/item-form-values";

/**
 * How the photo was made: read from its EXIF when it is uploaded (never the location), shown in
 * the viewer only when the Site page says so, and the owner's to correct or clear.
 */
export function CameraPanel({ form }: { form: UseFormReturnType<ItemFormValues> }) {
  const field = (key: keyof ItemFormValues["camera"]) => form.getInputProps(`camera.${key}`);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} size="h5">
              Camera details
            </Title>
            <Text size="xs" c="dimmed">
              Read from the photo when it is uploaded; the location never is. Shown in the viewer when
              &ldquo;Show camera details&rdquo; is on in Site settings.
            </Text>
          </Stack>
          <Button
            size="sm"
            variant="ghost"
            leftIcon={<IconEraser size={16} />}
            disabled={cameraFormEmpty(form.values.camera)}
            onClick={() => form.setFieldValue("camera", cameraFormValues(null))}
          >
            Clear
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Camera" maxLength={CAMERA_LIMITS.textMax} {...field("camera")} />
          <TextInput label="Lens" maxLength={CAMERA_LIMITS.textMax} {...field("lens")} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <TextInput label="Focal length (mm)" inputMode="decimal" {...field("focalLength")} />
          <TextInput label="Aperture (f/)" inputMode="decimal" {...field("aperture")} />
          <TextInput label="Shutter (s)" placeholder="1/250" {...field("exposure")} />
          <TextInput label="ISO" inputMode="numeric" {...field("iso")} />
        </SimpleGrid>
        <TextInput
          label="Taken"
          description="The camera's own clock: no time zone."
          type="datetime-local"
          step={1}
          {...field("takenAt")}
        />
      </Stack>
    </Paper>
  );
}
