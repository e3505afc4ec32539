import type { ClientGalleryView, ClientSet } from "@folio/domain";
import { Alert, Button, CloseButton, Group, Tabs, Text } from "@mantine/core";
import { IconDownload, IconHeart, IconSend } from "@tabler/icons-react";
import { useCallback, useMemo, useState } from "react";
import { useRequestDownload, type DownloadTarget, type ReadyDownload } from "../api/request-download";
import { useFavourites } from "../hooks/use-favourites";
import { downloadErrorMessage } from "../lib/download-error";
import { pickedLabel } from "../lib/favourites-list";
import type { ClientWork } from "../lib/client-work";
import { DownloadParts } from "./download-parts";
import { FavouriteWorks } from "./favourite-works";
import { GalleryHeader } from "./gallery-header";
import { SendSelectionDialog } from "./send-selection-dialog";
import { SetWorks } from "./set-works";
import type { WorkActions } from "./work-actions";

interface Notice {
  tone: "success" | "error" | "info";
  text: string;
}

/** The gallery once the device was let in: header, hearts and selection, downloads, sets. */
export function GalleryView({ gallery }: { gallery: ClientGalleryView }) {
  const favourites = useFavourites(gallery.id, gallery.favourites);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [parts, setParts] = useState<ReadyDownload | null>(null);
  const download = useRequestDownload(gallery.id, (checked, total) =>
    setNotice({
      tone: "info",
      text: `Preparing your download: ${checked.toLocaleString()} of ${total.toLocaleString()} files checked…`,
    }),
  );
  const [onlyFavourites, setOnlyFavourites] = useState(false);
  const [sending, setSending] = useState(false);
  const [set, setSet] = useState<string | null>(gallery.sets[0]?.id ?? null);

  const startDownload = useCallback(
    (target: DownloadTarget) => {
      setNotice(null);
      download.mutate(target, {
        onSuccess: (ready) => {
          setNotice(null);
          // One part is on its way already; several wait for the client to start each.
          setParts(ready.parts.length > 1 ? ready : null);
        },
        onError: (error) => setNotice({ tone: "error", text: downloadErrorMessage(error) }),
      });
    },
    [download],
  );
  const { toggle, isHearted } = favourites;
  const actions = useMemo<WorkActions>(
    () => ({
      isHearted: favourites.enabled ? isHearted : undefined,
      onToggleHeart:
        favourites.enabled && favourites.ready ? (work: ClientWork) => toggle(work.id) : undefined,
      onDownload:
        gallery.downloads.size === "none"
          ? undefined
          : (work: ClientWork) => startDownload({ kind: "work", workId: work.id }),
    }),
    [favourites.enabled, favourites.ready, isHearted, toggle, gallery.downloads.size, startDownload],
  );
  const wholeDownloads = gallery.downloads.size !== "none" && gallery.downloads.whole;
  const downloadSet = wholeDownloads
    ? (target: ClientSet) => startDownload({ kind: "set", setId: target.id })
    : undefined;
  const message = favourites.message ? { tone: "error" as const, text: favourites.message } : notice;

  return (
    <>
      <GalleryHeader gallery={gallery} />
      <Group gap="sm" wrap="wrap" mb="sm">
        {favourites.enabled && (
          <>
            <Text fw={500} aria-live="polite">
              {pickedLabel(favourites.workIds.length, favourites.max)}
            </Text>
            <Button
              mih={44}
              variant={onlyFavourites ? "filled" : "default"}
              size="md"
              leftSection={<IconHeart size={18} aria-hidden />}
              aria-pressed={onlyFavourites}
              onClick={() => setOnlyFavourites((on) => !on)}
            >
              Favourites
            </Button>
            <Button
              mih={44}
              size="md"
              leftSection={<IconSend size={18} aria-hidden />}
              disabled={favourites.workIds.length === 0}
              onClick={() => setSending(true)}
            >
              Send selection
            </Button>
          </>
        )}
        {wholeDownloads && (
          <Button
            mih={44}
            variant="default"
            size="md"
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={download.isPending && download.variables.kind === "all"}
            onClick={() => startDownload({ kind: "all" })}
          >
            Download all
          </Button>
        )}
      </Group>
      <div role="status" aria-live="polite">
        {message && (
          <Alert
            color={message.tone === "error" ? "red" : message.tone === "info" ? "blue" : "green"}
            mb="sm"
            withCloseButton={false}
            title={null}
          >
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm">{message.text}</Text>
              <CloseButton
                size={44}
                aria-label="Dismiss"
                onClick={() => {
                  favourites.dismissMessage();
                  setNotice(null);
                }}
              />
            </Group>
          </Alert>
        )}
      </div>
      {parts && <DownloadParts key={parts.parts[0]!.url} download={parts} onClose={() => setParts(null)} />}
      {onlyFavourites ? (
        <FavouriteWorks galleryId={gallery.id} workIds={favourites.workIds} actions={actions} />
      ) : gallery.sets.length === 1 && gallery.sets[0] ? (
        <SetWorks
          galleryId={gallery.id}
          set={gallery.sets[0]}
          actions={actions}
          onDownloadSet={downloadSet}
        />
      ) : (
        <Tabs value={set} onChange={setSet} keepMounted={false}>
          <Tabs.List aria-label="Sets">
            {gallery.sets.map((entry) => (
              <Tabs.Tab key={entry.id} value={entry.id} mih={44}>
                {entry.name}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {gallery.sets.map((entry) => (
            <Tabs.Panel key={entry.id} value={entry.id}>
              <SetWorks galleryId={gallery.id} set={entry} actions={actions} onDownloadSet={downloadSet} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      {favourites.enabled && (
        <SendSelectionDialog
          galleryId={gallery.id}
          opened={sending}
          onClose={() => setSending(false)}
          workIds={favourites.workIds}
          ownerName={gallery.ownerName}
          onSent={(text) => setNotice({ tone: "success", text })}
        />
      )}
    </>
  );
}
