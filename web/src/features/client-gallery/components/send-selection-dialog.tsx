import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { CLIENT_LIMITS } from "@folio/domain";
import { useState } from "react";
import { SelectionLimitError, useSendSelection } from "../api/send-selection";

export interface SendSelectionDialogProps {
  galleryId: string;
  opened: boolean;
  onClose: () => void;
  /** The hearted works to send. */
  workIds: readonly string[];
  ownerName: string;
  /** Called with the success message once the selection is stored. */
  onSent: (message: string) => void;
}

/** The selection's success message. */
export function selectionSentMessage(count: number, ownerName: string): string {
  return `Your selection of ${count} ${count === 1 ? "work" : "works"} was sent to ${ownerName}.`;
}

/** Sends the hearted works with an optional note; a failure keeps the note and says so. */
export function SendSelectionDialog({
  galleryId,
  opened,
  onClose,
  workIds,
  ownerName,
  onSent,
}: SendSelectionDialogProps) {
  const [note, setNote] = useState("");
  const send = useSendSelection(galleryId);
  const count = workIds.length;

  const submit = () => {
    send.mutate(
      { workIds, note },
      {
        onSuccess: () => {
          setNote("");
          onSent(selectionSentMessage(count, ownerName));
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Send your selection" centered>
      <Stack gap="md">
        <Text>
          {count} {count === 1 ? "work" : "works"} will be sent to {ownerName}.
        </Text>
        <Textarea
          label="Note (optional)"
          description={`${note.length} / ${CLIENT_LIMITS.selectionNoteMax}`}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          maxLength={CLIENT_LIMITS.selectionNoteMax}
          autosize
          minRows={3}
          maxRows={8}
        />
        {send.isError && (
          <Text c="red" role="alert">
            {send.error instanceof SelectionLimitError
              ? `Your selection was not sent. ${send.error.message}`
              : "Your selection could not be sent. Check your connection and try again."}
          </Text>
        )}
        <Group justify="flex-end">
          <Button mih={44} variant="default" size="md" onClick={onClose}>
            Cancel
          </Button>
          <Button mih={44} size="md" onClick={submit} loading={send.isPending} disabled={count === 0}>
            Send selection
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
