import { Title } from "@mantine/core";

/** The public gallery (placeholder until the gallery feature lands). */
export function GalleryRoute() {
  return <Title order={1}>Gallery</Title>;
}
