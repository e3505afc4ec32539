import type { ClientGalleryView } from "@folio/domain";
import { Stack, Text, Title } from "@mantine/core";
import { useClientWork } from "../api/get-client-work";
import { useClientWorks } from "../api/get-client-works";
import { useBlobUrl } from "../hooks/use-blob-url";
import { pickDisplaySize } from "../lib/pick-size";
import classes from "./gallery-header.module.css";

/** The cover: the owner's pick, else the first work of the first set (the grid's own page). */
function Cover({ gallery }: { gallery: ClientGalleryView }) {
  const picked = useClientWork(gallery.id, gallery.coverWorkId);
  const firstSet = gallery.sets[0]?.id ?? "";
  const first = useClientWorks(gallery.id, firstSet, gallery.coverWorkId === null && firstSet !== "");
  const work = gallery.coverWorkId ? picked.data : first.works[0];
  const size = work ? pickDisplaySize(work.sizes, window.innerWidth * (window.devicePixelRatio || 1)) : null;
  const { url } = useBlobUrl(size?.url ?? null);
  if (!work || !url) return null;
  return <img className={classes.cover} src={url} alt="" width={work.width} height={work.height} />;
}

/** The gallery's name, whom it is for, the photographer's message and the cover. */
export function GalleryHeader({ gallery }: { gallery: ClientGalleryView }) {
  return (
    <Stack component="header" gap="sm" mb="lg">
      <Cover gallery={gallery} />
      <Title order={1}>{gallery.name}</Title>
      <Text c="dimmed">
        For {gallery.clientName} · by {gallery.ownerName}
      </Text>
      {gallery.message && <Text className={classes.message}>{gallery.message}</Text>}
    </Stack>
  );
}
