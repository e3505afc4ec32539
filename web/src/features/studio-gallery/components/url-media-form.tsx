import { Alert, Group, Stack, TextInput } from "@mantine/core";
import { IconAlertCircle, IconLink } from "@tabler/icons-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { readMediaUrl } from "../api/read-media-url";
import type { MediaValue } from "../editor/item-form-values";
import { checkMediaUrl } from "../upload/media-url";
import { MediaReadError } from "../upload/read-media";

export interface UrlMediaFormProps {
  /** Called with the media once the browser has read it. */
  onRead: (media: MediaValue) => void;
}

/** Media by address: the browser loads it to learn its type, width and height. */
export function UrlMediaForm({ onRead }: UrlMediaFormProps) {
  const [url, setUrl] = useState("");
  const [poster, setPoster] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const read = async () => {
    const checked = checkMediaUrl(url);
    if (!checked.ok) return setError(checked.reason);
    const posterChecked = poster.trim() ? checkMediaUrl(poster) : null;
    if (posterChecked && !posterChecked.ok) return setError(`Poster: ${posterChecked.reason}`);
    setError(null);
    setReading(true);
    try {
      const facts = await readMediaUrl(checked.url);
      onRead({
        type: facts.type,
        width: facts.width,
        height: facts.height,
        media: {
          url: checked.url,
          storagePath: null,
          sizes: [],
          posterUrl: facts.type === "video" && posterChecked?.ok ? posterChecked.url : null,
          contentType: facts.contentType,
        },
      });
    } catch (failure) {
      setError(
        failure instanceof MediaReadError
          ? failure.message
          : "The address could not be read. Check it and try again.",
      );
    } finally {
      setReading(false);
    }
  };

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      <TextInput
        label="Media address"
        description="An image or video file: https://… or a path on this site such as /demo/alpine-dawn-960.webp"
        placeholder="https://"
        leftSection={<IconLink size={16} />}
        value={url}
        onChange={(event) => setUrl(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            void read();
          }
        }}
      />
      <TextInput
        label="Poster address (videos, optional)"
        description="A still shown before the video plays."
        value={poster}
        onChange={(event) => setPoster(event.currentTarget.value)}
      />
      <Group>
        <Button variant="secondary" onClick={read} loading={reading}>
          Use this address
        </Button>
      </Group>
    </Stack>
  );
}
