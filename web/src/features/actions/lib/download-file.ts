import { EXTENSION_BY_CONTENT_TYPE, slugWords, type GalleryItem } from "@folio/domain";

/** A readable file name for an item's download: its title as a slug, with the right extension. */
export function downloadName(item: Pick<GalleryItem, "title" | "id" | "media">): string {
  const slug = slugWords(item.title, 80) || item.id;
  const type = item.media.download?.contentType ?? item.media.contentType;
  const extension = EXTENSION_BY_CONTENT_TYPE[type] ?? type.split("/")[1] ?? "bin";
  return `${slug}.${extension}`;
}

function save(href: string, name: string): void {
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves bytes the page already holds under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const objectUrl = URL.createObjectURL(blob);
  save(objectUrl, name);
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}

/**
 * Saves a file under `name`. Browsers honour `download` only for same-origin links, so a
 * file on another origin (Cloud Storage) is fetched first; where CORS forbids that, it
 * opens in a new tab instead, from where the visitor can save it.
 */
export async function downloadFile(url: string, name: string): Promise<void> {
  const absolute = new URL(url, window.location.href);
  if (absolute.origin === window.location.origin) {
    save(absolute.href, name);
    return;
  }
  try {
    const response = await fetch(absolute.href, { mode: "cors" });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    saveBlob(await response.blob(), name);
  } catch {
    window.open(absolute.href, "_blank", "noopener");
  }
}
