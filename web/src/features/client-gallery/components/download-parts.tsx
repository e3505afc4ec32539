import { Alert, Button, CloseButton, Group, List, Paper, Text, Title } from "@mantine/core";
import { IconCheck, IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { startDownload, type ReadyDownload } from "../api/request-download";
import { byteSize } from "../lib/byte-size";
import { downloadErrorMessage } from "../lib/download-error";

export interface DownloadPartsProps {
  download: ReadyDownload;
  /** Closes the list (the addresses keep working until they expire). */
  onClose: () => void;
}

type PartState =
  { kind: "idle" } | { kind: "starting" } | { kind: "started" } | { kind: "refused"; message: string };

/**
 * A download too large for one ZIP, part by part: each part is its own download in the
 * browser, so a dropped connection costs one part at most, and the browser resumes it.
 */
export function DownloadParts({ download, onClose }: DownloadPartsProps) {
  const [states, setStates] = useState<readonly PartState[]>(() =>
    download.parts.map(() => ({ kind: "idle" })),
  );
  const setState = (index: number, state: PartState) =>
    setStates((current) => current.map((entry, at) => (at === index ? state : entry)));
  const start = (index: number) => {
    setState(index, { kind: "starting" });
    startDownload(download.parts[index]!.url).then(
      () => setState(index, { kind: "started" }),
      (error: unknown) => setState(index, { kind: "refused", message: downloadErrorMessage(error) }),
    );
  };
  const until = new Date(download.expiresAt).toLocaleString(undefined, {
    dateStyle: "medium",
    timeStyle: "short",
  });
  const count = download.parts.length;

  return (
    <Paper withBorder p="md" mb="sm" component="section" aria-labelledby="download-parts-title">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={2} size="h4" id="download-parts-title">
          Your download comes in {count} parts
        </Title>
        <CloseButton size={44} aria-label="Close the download list" onClick={onClose} />
      </Group>
      <Text size="sm" mb="sm">
        Download each part, then unzip them all into the same folder. The links work until {until}.
      </Text>
      <List type="ordered" listStyleType="none" spacing="sm" aria-label="Parts">
        {download.parts.map((part, index) => {
          const state = states[index]!;
          const label = `Part ${index + 1} of ${count}`;
          return (
            <List.Item key={part.url} aria-label={label}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={500}>{label}</Text>
                  <Text size="sm" c="dimmed">
                    {part.files.toLocaleString()} {part.files === 1 ? "file" : "files"} ·{" "}
                    {byteSize(part.bytes)}
                  </Text>
                </div>
                <Button
                  mih={44}
                  size="md"
                  variant={state.kind === "started" ? "light" : "default"}
                  leftSection={
                    state.kind === "started" ? (
                      <IconCheck size={18} aria-hidden />
                    ) : (
                      <IconDownload size={18} aria-hidden />
                    )
                  }
                  loading={state.kind === "starting"}
                  aria-label={
                    state.kind === "started"
                      ? `${label} started: download it again`
                      : `Download part ${index + 1}`
                  }
                  onClick={() => start(index)}
                >
                  {state.kind === "started" ? "Started" : `Download part ${index + 1}`}
                </Button>
              </Group>
              {state.kind === "refused" && (
                <Alert color="red" mt="xs" role="alert" title={null}>
                  {state.message}
                </Alert>
              )}
            </List.Item>
          );
        })}
      </List>
    </Paper>
  );
}
