import { Group, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { IconDice5 } from "@tabler/icons-react";
import { CLIENT_LIMITS } from "@folio/domain";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { notifyFailed, notifySaved } from "@/components/ui/notify";
import type { ClientGallery } from "@/data/clients/client-docs";
import { useSetGalleryPassword } from "../api/set-gallery-password";
import { generatePassphrase } from "../passphrase";
import { AccessBadge } from "./access-badge";

export interface PasswordPanelProps {
  /** The gallery: its id, and whether the server holds a password for it (and a weak one). */
  gallery: Pick<ClientGallery, "id" | "hasPassword" | "weakPassword">;
}

/** Why a typed password is refused, or null (the callable checks the same bounds). */
function passwordProblem(value: string): string | null {
  if (value.length < CLIENT_LIMITS.passwordMin)
    return `Use at least ${CLIENT_LIMITS.passwordMin} characters (a passphrase is easiest to say and type)`;
  if (value.length > CLIENT_LIMITS.passwordMax) return `Use at most ${CLIENT_LIMITS.passwordMax} characters`;
  return null;
}

/**
 * Sets, changes or removes the gallery's password through the server, which keeps its hash
 * alone: the studio never stores it, so it is never shown again. "Generate a passphrase" fills
 * the field with four random words, shown, for the owner to copy and tell the client.
 */
export function PasswordPanel({ gallery }: PasswordPanelProps) {
  const { id: galleryId, hasPassword, weakPassword } = gallery;
  const [password, setPassword] = useState("");
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mutation = useSetGalleryPassword();

  const submit = (value: string | null) => {
    const problem = value === null ? null : passwordProblem(value);
    setError(problem);
    if (problem) return;
    mutation.mutate(
      { galleryId, password: value },
      {
        onSuccess: () => {
          setPassword("");
          setVisible(false);
          notifySaved(
            value === null ? "Password removed" : "Password set",
            value === null
              ? "Anyone with the link can now open the gallery."
              : "Devices that opened the gallery must enter it again.",
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
        <AccessBadge gallery={{ hasPassword, weakPassword }} />
      </Group>
      <Text size="sm" c="dimmed">
        {!hasPassword
          ? "Anyone with the link can open the gallery, including anyone it is forwarded to."
          : weakPassword
            ? `A client opened it with a password shorter than ${CLIENT_LIMITS.passwordMin} characters, which is easier to guess. Set a new one: a passphrase is best.`
            : "Clients enter it to open the gallery. Changing or removing it asks every device again."}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <PasswordInput
          label={hasPassword ? "New password" : "Password"}
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setError(null);
          }}
          visible={visible}
          onVisibilityChange={setVisible}
          error={error}
          description={`At least ${CLIENT_LIMITS.passwordMin} characters`}
          autoComplete="new-password"
          miw={260}
        />
        <Button
          variant="ghost"
          size="sm"
          leftIcon={<IconDice5 size={16} />}
          onClick={() => {
            setPassword(generatePassphrase());
            setVisible(true);
            setError(null);
          }}
        >
          Generate a passphrase
        </Button>
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
