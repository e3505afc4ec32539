import { Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { CAMERA_LIMITS } from "@folio/domain";
import type { UseFormReturnType } from "@mantine/form";
import { IconEraser } from "@tabler/icons-react";
import { Button } from "@/components/ui/button";
import { cameraFormEmpty, cameraFormValues, type ItemFormValues } from "../editor/item-form-values";

/** A unit beside a number field, read with its label. */
function Unit({ children }: { children: string }) {
  return (
    <Text size="sm" c="dimmed" aria-hidden>
      {children}
    </Text>
  );
}

/**
 * How the photo was made: read from its EXIF when it is uploaded (never the location), shown in
 * the viewer only when the Site page says so, and the owner's to correct or clear.
 */
export function CameraPanel({ form }: { form: UseFormReturnType<ItemFormValues> }) {
  const field = (key: keyof ItemFormValues["camera"]) => form.getInputProps(`camera.${key}`);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={2} flex={1}>
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
          <TextInput
            label="Focal length"
            aria-label="Focal length in millimetres"
            inputMode="decimal"
            rightSection={<Unit>mm</Unit>}
            {...field("focalLength")}
          />
          <TextInput
            label="Aperture"
            inputMode="decimal"
            leftSection={<Unit>f/</Unit>}
            {...field("aperture")}
          />
          <TextInput
            label="Shutter"
            placeholder="1/250"
            rightSection={<Unit>s</Unit>}
            {...field("exposure")}
          />
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
