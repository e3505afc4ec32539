import type { SiteUpload } from "@folio/domain";
import { uploadFile } from "@/features/studio-gallery/api/upload-file";
import { fitWithin } from "@/features/studio-gallery/upload/frame-geometry";
import { encodeRendition, readImageSize } from "@/features/studio-gallery/upload/read-media";
import { newUploadSetId } from "@/features/studio-gallery/upload/storage-paths";
import { PORTRAIT_MAX_SIDE, portraitFileProblem, portraitPath } from "../upload/portrait-file";

/** A picked file the portrait cannot be; the message is for the owner. */
export class PortraitFileError extends Error {
  readonly reason = "portrait-file";
  constructor(message: string) {
    super(message);
    this.name = "PortraitFileError";
  }
}

/**
 * Uploads a picked picture as the portrait (Cloud Storage, `site/<upload>/`), scaled in the
 * browser to PORTRAIT_MAX_SIDE as WebP so `/about` stays light; the original goes up as it is
 * where the browser cannot encode WebP or the picture is already small. Resolves to what the
 * settings store; the settings document changes only when the owner saves the form.
 */
export async function uploadPortrait(
  file: File,
  onProgress?: (transferred: number, total: number) => void,
): Promise<SiteUpload> {
  const problem = portraitFileProblem(file);
  if (problem) throw new PortraitFileError(problem);
  const objectUrl = URL.createObjectURL(file);
  try {
    const original = await readImageSize(objectUrl);
    const scaled = fitWithin(original, PORTRAIT_MAX_SIDE);
    const smaller = scaled.width < original.width ? await encodeRendition(file, scaled) : null;
    const [blob, size] = smaller ? [smaller, scaled] : [file, original];
    const url = await uploadFile(portraitPath(newUploadSetId(), blob.type), blob, blob.type, { onProgress });
    return { url, ...size };
  } finally {
    URL.revokeObjectURL(objectUrl);
  }
}
