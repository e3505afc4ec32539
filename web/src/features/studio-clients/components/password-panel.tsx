import { Badge, Group, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { CLIENT_LIMITS } from "@folio/domain";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { notifyFailed, notifySaved } from "@/components/ui/notify";
import { useSetGalleryPassword } from "../api/set-gallery-password";

export interface PasswordPanelProps {
  galleryId: string;
  /** Whether the server holds a password for it (the gallery document's `hasPassword`). */
  hasPassword: boolean;
}

/**
 * Sets, changes or removes the gallery's password through the server, which keeps its hash
 * alone: the studio never stores it, so it is never shown again.
 */
export function PasswordPanel({ galleryId, hasPassword }: PasswordPanelProps) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const mutation = useSetGalleryPassword();

  const submit = (value: string | null) => {
    if (
      value !== null &&
      (value.length < CLIENT_LIMITS.passwordMin || value.length > CLIENT_LIMITS.passwordMax)
    ) {
      setError(`Use ${CLIENT_LIMITS.passwordMin} to ${CLIENT_LIMITS.passwordMax} characters`);
      return;
    }
    setError(null);
    mutation.mutate(
      { galleryId, password: value },
      {
        onSuccess: () => {
          setPassword("");
          notifySaved(
            value === null ? "Password removed" : "Password set",
            "Devices that opened the gallery must enter it again.",
          );
        },
        onError: (reason) => notifyFailed("The password was not changed", reason),
      },
    );
  };

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Title order={3} size="h5">
          Password
        </Title>
        <Badge color="gray" variant={hasPassword ? "outline" : "light"}>
          {hasPassword ? "Password set" : "No password"}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {hasPassword
          ? "Clients enter it to open the gallery. Changing or removing it asks every device again."
          : "Anyone with the link can open the gallery."}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <PasswordInput
          label={hasPassword ? "New password" : "Password"}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
          autoComplete="new-password"
          miw={220}
        />
        <Button
          variant="outline"
          size="sm"
          loading={mutation.isPending && mutation.variables?.password !== null}
          disabled={!password}
          onClick={() => submit(password)}
        >
          {hasPassword ? "Change password" : "Set password"}
        </Button>
        {hasPassword && (
          <Button
            variant="ghost"
            size="sm"
            color="red"
            loading={mutation.isPending && mutation.variables?.password === null}
            onClick={() => submit(null)}
          >
            Remove password
          </Button>
        )}
      </Group>
    </Stack>
  );
}
