import { Button, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { CLIENT_ACCESS_MESSAGES, CLIENT_LIMITS, type OpenClientGalleryResponse } from "@folio/domain";
import { useState, type FormEvent } from "react";
import { useOpenWithPassword } from "../api/open-client-gallery";
import { pauseMessage } from "../lib/pause-message";

type Refusal = Extract<OpenClientGalleryResponse, { ok: false }>;

export interface PasswordFormProps {
  galleryId: string;
  /** The gallery's link key on this device, sent with the password. */
  linkKey: string | null;
  /** Why the server asked (a reload while paused says so at once, with when). */
  initialAnswer: Refusal;
}

/** What is said under the field for an answer, or null. */
function fieldMessage(answer: Refusal): string | null {
  if (answer.reason === "wrong-password") return CLIENT_ACCESS_MESSAGES["wrong-password"];
  if (answer.reason === "too-many-attempts") return pauseMessage(answer);
  return null;
}

/** Asks for the gallery's password; a wrong one, or a pause, is said under the field, and the text stays. */
export function PasswordForm({ galleryId, linkKey, initialAnswer }: PasswordFormProps) {
  const [password, setPassword] = useState("");
  const open = useOpenWithPassword(galleryId, linkKey);
  const answer = open.data && !open.data.ok ? open.data : initialAnswer;
  const error = open.isError
    ? "The gallery could not be opened. Check your connection and try again."
    : fieldMessage(answer);

  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEmpty(password.length === 0);
    if (password.length > 0 && !open.isPending) open.mutate(password);
  };

  return (
    <Stack component="form" onSubmit={submit} gap="md" py="xl" maw={420}>
      <Title order={1}>A private gallery</Title>
      <Text>{CLIENT_ACCESS_MESSAGES["password-required"]}</Text>
      <PasswordInput
        label="Password"
        value={password}
        onChange={(event) => setPassword(event.currentTarget.value)}
        maxLength={CLIENT_LIMITS.passwordMax}
        autoComplete="current-password"
        size="md"
        error={empty ? "Enter the password." : error}
        data-autofocus
        autoFocus
      />
      <Button mih={44} type="submit" size="md" loading={open.isPending}>
        Open gallery
      </Button>
    </Stack>
  );
}
