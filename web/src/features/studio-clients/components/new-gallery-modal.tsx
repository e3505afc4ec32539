import { Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { CLIENT_LIMITS, MESSAGE_PATTERNS } from "@folio/domain";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { NotSavedAlert } from "@/components/ui/not-saved-alert";
import { paths } from "@/config/paths";
import { useCreateClientGallery, type NewClientGallery } from "../api/create-client-gallery";
import { errorText } from "../error-text";

export interface NewGalleryModalProps {
  /** Whether the modal is open. */
  opened: boolean;
  onClose: () => void;
}

const required = (label: string, max: number) => (value: string) =>
  !value.trim() ? `${label} is required` : value.trim().length > max ? `At most ${max} characters` : null;

/** Asks a new gallery's name and client, creates it with the default settings and opens it. */
export function NewGalleryModal({ opened, onClose }: NewGalleryModalProps) {
  const navigate = useNavigate();
  const create = useCreateClientGallery();
  const form = useForm<NewClientGallery>({
    initialValues: { name: "", clientName: "", clientEmail: "" },
    validate: {
      name: required("Gallery name", CLIENT_LIMITS.nameMax),
      clientName: required("Client name", CLIENT_LIMITS.clientNameMax),
      clientEmail: (value) =>
        value.trim() && !MESSAGE_PATTERNS.email.test(value.trim()) ? "Enter a valid email address" : null,
    },
  });

  return (
    <Modal opened={opened} onClose={onClose} title="New client gallery">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          create.mutate(values, { onSuccess: (id) => void navigate(paths.studio.clientGallery.href(id)) }),
        )}
      >
        <Stack gap="md">
          <TextInput
            label="Gallery name"
            placeholder="Anna & Tom — wedding"
            data-autofocus
            {...form.getInputProps("name")}
          />
          <TextInput label="Client name" placeholder="Anna Smith" {...form.getInputProps("clientName")} />
          <TextInput
            label="Client email"
            description="Optional: to email them the link"
            type="email"
            {...form.getInputProps("clientEmail")}
          />
          {create.isError && <NotSavedAlert error={errorText(create.error)} />}
          <Button type="submit" loading={create.isPending}>
            Create gallery
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
