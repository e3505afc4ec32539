import {
  Checkbox,
  ColorSwatch,
  Fieldset,
  Group,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import {
  SITE_ACCENT_KEYS,
  SITE_ACCENTS,
  SITE_LINK_KINDS,
  siteSettingsInputSchema,
  type SiteSettings,
} from "@folio/domain";
import { useForm, type FormErrors } from "@mantine/form";
import { IconDeviceFloppy } from "@tabler/icons-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { NotSavedAlert } from "@/components/ui/not-saved-alert";
import { useStudioGallery } from "@/data/content/watch-studio-gallery";
import { PortraitField } from "./portrait-field";

/** Props of SiteForm. */
export interface SiteFormProps {
  /** The saved settings, or the empty ones. */
  initialValues: SiteSettings;
  /** Saves; rejects with a readable message. The form keeps what was typed either way. */
  onSubmit: (values: SiteSettings) => Promise<unknown>;
  /** Whether a portrait can be uploaded here (Cloud Storage, or its emulator, runs). */
  canUpload?: boolean;
}

/** The schema's messages, each beside its field (`links.instagram` and so on). */
function validate(values: SiteSettings): FormErrors {
  const result = siteSettingsInputSchema.safeParse(values);
  const errors: FormErrors = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

/** Published works with a picture, to choose a portrait or a share image from. */
function useWorkOptions(): { value: string; label: string }[] {
  const gallery = useStudioGallery();
  return gallery.items
    .filter((item) => item.published)
    .map((item) => ({ value: item.id, label: `${item.title} (${item.type})` }));
}

/** The first message about the portrait (the upload's address or size, or both kinds chosen). */
function portraitError(errors: FormErrors): string | undefined {
  const key = Object.keys(errors).find(
    (name) => name === "portraitItemId" || name.startsWith("portraitUpload"),
  );
  return key ? String(errors[key]) : undefined;
}

const SCHEMES = [
  { value: "auto", label: "Follow the visitor" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
];

/** Every setting of the site, validated as the rules will (domain/src/site/schema.ts). */
export function SiteForm({ initialValues, onSubmit, canUpload = false }: SiteFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const works = useWorkOptions();
  const form = useForm<SiteSettings>({ mode: "controlled", initialValues, validate });

  const submit = form.onSubmit(async () => {
    setError(null);
    setSaved(false);
    setSaving(true);
    try {
      const parsed = siteSettingsInputSchema.parse(form.getValues()) as SiteSettings;
      await onSubmit(parsed);
      form.setValues(parsed);
      form.resetDirty(parsed);
      setSaved(true);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  });

  // A work no longer listed (deleted, or unpublished) stays choosable by its id until changed.
  const withCurrent = (id: string) =>
    id && !works.some((work) => work.value === id)
      ? [...works, { value: id, label: `${id} (not published)` }]
      : works;

  return (
    <form onSubmit={submit} noValidate aria-label="Site settings">
      <Stack gap="lg">
        {error && <NotSavedAlert error={error} />}
        <Fieldset legend="Name and words">
          <Stack gap="md">
            <TextInput
              label="Site name"
              description="Your name or your studio’s: the header, every page title, the footer."
              required
              {...form.getInputProps("siteName")}
            />
            <TextInput
              label="Tagline"
              description="One line under the name, and the description of pages without their own."
              {...form.getInputProps("tagline")}
            />
            <Textarea
              label="Home page introduction"
              description="The paragraph under the home page’s heading."
              autosize
              minRows={2}
              {...form.getInputProps("homeIntro")}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend="About page">
          <Stack gap="md">
            <TextInput label="About page title" placeholder="About" {...form.getInputProps("aboutTitle")} />
            <Textarea
              label="About text"
              description="A blank line starts a paragraph. *emphasis*, **bold**, [a link](https://example.com)."
              autosize
              minRows={6}
              {...form.getInputProps("aboutText")}
            />
            <PortraitField
              works={withCurrent(form.getValues().portraitItemId)}
              itemId={form.getValues().portraitItemId}
              upload={form.getValues().portraitUpload}
              error={portraitError(form.errors)}
              canUpload={canUpload}
              onChange={({ itemId, upload }) => {
                form.setFieldValue("portraitItemId", itemId);
                form.setFieldValue("portraitUpload", upload);
                form.clearFieldError("portraitUpload");
              }}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend="Contact">
          <Stack gap="md">
            <TextInput
              label="Contact email"
              type="email"
              description="While hidden, it is kept where only you can read it: no page and no public data holds it."
              {...form.getInputProps("contactEmail")}
            />
            <Checkbox
              label="Show the email address on the about page"
              {...form.getInputProps("showEmail", { type: "checkbox" })}
            />
            <TextInput label="Location" placeholder="Lyon, France" {...form.getInputProps("location")} />
          </Stack>
        </Fieldset>

        <Fieldset legend="Links">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {SITE_LINK_KINDS.map(({ key, label }) => (
              <TextInput
                key={key}
                label={label}
                type="url"
                placeholder="https://"
                {...form.getInputProps(`links.${key}`)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>

        <Fieldset legend="Sharing and look">
          <Stack gap="md">
            <Select
              label="Default share image"
              description="The picture of link previews of pages without their own (the home page, the about page)."
              placeholder="None"
              data={withCurrent(form.getValues().shareImageItemId)}
              searchable
              clearable
              {...form.getInputProps("shareImageItemId")}
              value={form.getValues().shareImageItemId || null}
              onChange={(value) => form.setFieldValue("shareImageItemId", value ?? "")}
            />
            <TextInput
              label="Footer line"
              description="After the copyright, on every page."
              {...form.getInputProps("footerLine")}
            />
            <Radio.Group label="Accent colour" {...form.getInputProps("accent")}>
              <Group gap="md" mt="xs">
                {SITE_ACCENT_KEYS.map((key) => (
                  <Radio
                    key={key}
                    value={key}
                    label={
                      <Group gap={6} wrap="nowrap">
                        <ColorSwatch color={SITE_ACCENTS[key].light} size={14} aria-hidden />
                        <ColorSwatch color={SITE_ACCENTS[key].dark} size={14} aria-hidden />
                        {SITE_ACCENTS[key].label}
                      </Group>
                    }
                  />
                ))}
              </Group>
            </Radio.Group>
            <Checkbox
              label="Show camera details in the viewer"
              description="Camera, lens, focal length, aperture, shutter speed, ISO and date of each photo, as read at upload (never its location). Edit them per work in the gallery."
              {...form.getInputProps("showCameraDetails", { type: "checkbox" })}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="site-scheme-label">
                Default colour scheme
              </Text>
              <SegmentedControl
                aria-labelledby="site-scheme-label"
                data={SCHEMES}
                {...form.getInputProps("colorScheme")}
              />
            </Stack>
          </Stack>
        </Fieldset>

        <Group justify="flex-end" gap="sm">
          {saved && !form.isDirty() && (
            <Text size="sm" c="dimmed" role="status">
              Saved. Visitors see it on their next page.
            </Text>
          )}
          <Button type="submit" loading={saving} leftIcon={<IconDeviceFloppy size={18} />}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
