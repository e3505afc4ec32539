import { Alert, Group, Text } from "@mantine/core";
import { IconPlugConnectedX, IconRefresh } from "@tabler/icons-react";
import { Button } from "@/components/ui/button";

/** Props of LoadError. */
export interface LoadErrorProps {
  /** What could not be read, as a title: "The tags could not be loaded". */
  title: string;
  /** The read's failure, to tell a refusal from a lost connection. */
  error: unknown;
  /** Reads again. */
  onRetry: () => void;
  /** True while the retry is in flight (the button shows a spinner). */
  retrying?: boolean;
}

function explain(error: unknown): string {
  const code = String((error as { code?: unknown } | null)?.code ?? "").replace(
    /^(firestore|functions)\//,
    "",
  );
  if (code === "permission-denied" || code === "unauthenticated")
    return "The database refused the read. Your session may have ended: sign in again, or retry.";
  return "The connection failed or the database did not answer. Nothing was changed; retry when you are online.";
}

/**
 * A calm, explicit failure of a read, with a Retry button: shown instead of an empty list,
 * so "nothing here" and "could not look" never look the same.
 */
export function LoadError({ title, error, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Alert color="orange" variant="light" icon={<IconPlugConnectedX size={18} />} title={title} role="alert">
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">{explain(error)}</Text>
        <Button
          variant="outline"
          size="sm"
          leftIcon={<IconRefresh size={16} />}
          onClick={onRetry}
          loading={retrying}
        >
          Retry
        </Button>
      </Group>
    </Alert>
  );
}
