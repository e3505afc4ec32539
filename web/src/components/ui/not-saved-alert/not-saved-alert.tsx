import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";

/** A form's failed save, above its fields: the form keeps what was typed, and says so. */
export function NotSavedAlert({ error }: { error: string }) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Not saved" role="alert">
      {error} Your changes are still here; fix the problem and save again.
    </Alert>
  );
}
