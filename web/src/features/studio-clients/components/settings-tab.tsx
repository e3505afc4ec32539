import {
  Card,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { CLIENT_LIMITS } from "@folio/domain";
import { Button } from "@/components/ui/button";
import { NotSavedAlert } from "@/components/ui/not-saved-alert";
import { notifySaved } from "@/components/ui/notify";
import type { ClientGallery, ClientWork } from "@/data/clients/client-docs";
import { useSaveClientGallery } from "../api/save-client-gallery";
import { errorText } from "../error-text";
import { toSettings, toValues, validateSettings, type SettingsValues } from "../settings-form";
import { DeleteGalleryCard } from "./delete-gallery-card";
import { LinkPanel } from "./link-panel";
import { PasswordPanel } from "./password-panel";

export interface SettingsTabProps {
  gallery: ClientGallery;
  /** The gallery's works, to choose the cover among. */
  works: readonly ClientWork[];
}

/** The gallery's settings; the form keeps what the owner typed until it is saved. */
export function SettingsTab({ gallery, works }: SettingsTabProps) {
  const save = useSaveClientGallery(gallery.id);
  const form = useForm<SettingsValues>({
    initialValues: toValues(gallery.settings),
    validate: validateSettings,
  });

  const submit = form.onSubmit((values) =>
    save.mutate(toSettings(values, gallery.settings.sets), {
      onSuccess: () => {
        form.resetDirty();
        notifySaved("Settings saved");
      },
    }),
  );

  return (
    <Stack gap="lg">
      <Card withBorder radius="md">
        <PasswordPanel gallery={gallery} />
      </Card>
      <Card withBorder radius="md">
        <LinkPanel gallery={gallery} />
      </Card>
      <Card withBorder radius="md">
        <form onSubmit={submit} aria-label="Gallery settings" noValidate>
          <Stack gap="md">
            <Title order={3} size="h5">
              Gallery
            </Title>
            <TextInput
              label="Gallery name"
              maxLength={CLIENT_LIMITS.nameMax}
              {...form.getInputProps("name")}
            />
            <Group grow align="flex-start" wrap="wrap">
              <TextInput label="Client name" miw={200} {...form.getInputProps("clientName")} />
              <TextInput label="Client email" type="email" miw={200} {...form.getInputProps("clientEmail")} />
            </Group>
            <TextInput
              label="Expiry date"
              type="date"
              description={
                form.values.expiryDay
                  ? "The gallery closes after this day."
                  : "Never: the gallery stays open."
              }
              {...form.getInputProps("expiryDay")}
            />
            <NativeSelect
              label="Cover"
              description="Shown first and on the link's card"
              data={[
                { value: "", label: "The first work" },
                ...works.map((work) => ({ value: work.id, label: work.fileName })),
              ]}
              {...form.getInputProps("coverWorkId")}
            />
            <Textarea
              label="Message to the client"
              autosize
              minRows={3}
              maxRows={10}
              {...form.getInputProps("message")}
            />

            <Title order={3} size="h5" mt="sm">
              Downloads
            </Title>
            <Radio.Group label="Download size" {...form.getInputProps("downloadSize")}>
              <Group gap="lg" mt="xs" wrap="wrap">
                <Radio value="none" label="None" />
                <Radio value="web" label="Web size" />
                <Radio value="full" label="Full size" />
              </Group>
            </Radio.Group>
            <Switch
              label="Whole gallery and sets as ZIP"
              disabled={form.values.downloadSize === "none"}
              {...form.getInputProps("downloadWhole", { type: "checkbox" })}
            />

            <Title order={3} size="h5" mt="sm">
              Favourites
            </Title>
            <Switch
              label="Clients can mark favourites"
              {...form.getInputProps("favouritesEnabled", { type: "checkbox" })}
            />
            <NumberInput
              label="Limit favourites to"
              description="Empty: no limit"
              min={1}
              max={CLIENT_LIMITS.favouritesMax}
              allowDecimal={false}
              allowNegative={false}
              disabled={!form.values.favouritesEnabled}
              maw={240}
              {...form.getInputProps("favouritesMax")}
            />

            {save.isError && <NotSavedAlert error={errorText(save.error)} />}
            <Group>
              <Button type="submit" loading={save.isPending}>
                Save settings
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <DeleteGalleryCard gallery={gallery} />
    </Stack>
  );
}
