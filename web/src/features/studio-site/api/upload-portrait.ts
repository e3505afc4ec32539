import type { SiteUpload } from "@folio/domain";
import { prepareUpload } from "@/features/studio-gallery/api/prepare-upload";
import { portraitFileProblem } from "../upload/portrait-file";

/** A picked file the portrait cannot be; the message is for the owner. */
export class PortraitFileError extends Error {
  readonly reason = "portrait-file";
  constructor(message: string) {
    super(message);
    this.name = "PortraitFileError";
  }
}

/**
 * Uploads a picked picture as the portrait: the original to the owner-only `originals/site/`,
 * from which the server makes the public copy (`site/<upload>/`, WebP, at most 1600 px, no
 * metadata but the colour profile). Resolves to what the settings store; the settings
 * document changes only when the owner saves the form.
 */
export async function uploadPortrait(
  file: File,
  onProgress?: (transferred: number, total: number) => void,
): Promise<SiteUpload> {
  const problem = portraitFileProblem(file);
  if (problem) throw new PortraitFileError(problem);
  const prepared = await prepareUpload(file, { kind: "site" }, { onProgress });
  return { url: prepared.media.url, width: prepared.width, height: prepared.height };
}
