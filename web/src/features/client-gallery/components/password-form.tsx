import { Button, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { CLIENT_ACCESS_MESSAGES, CLIENT_LIMITS, type ClientAccessReason } from "@folio/domain";
import { useState, type FormEvent } from "react";
import { useOpenWithPassword } from "../api/open-client-gallery";

/** Reasons shown under the field (the others replace the form). */
const FIELD_REASONS: ReadonlySet<ClientAccessReason> = new Set(["wrong-password", "too-many-attempts"]);

export interface PasswordFormProps {
  galleryId: string;
  /** Why the server asked (a reload after too many attempts says so at once). */
  initialReason: ClientAccessReason;
}

/** Asks for the gallery's password; a wrong one is said under the field, and the text stays. */
export function PasswordForm({ galleryId, initialReason }: PasswordFormProps) {
  const [password, setPassword] = useState("");
  const open = useOpenWithPassword(galleryId);
  const answer = open.data;
  const reason =
    answer && !answer.ok ? answer.reason : FIELD_REASONS.has(initialReason) ? initialReason : null;
  const error = open.isError
    ? "The gallery could not be opened. Check your connection and try again."
    : reason && FIELD_REASONS.has(reason)
      ? CLIENT_ACCESS_MESSAGES[reason]
      : null;

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
