import type { ClientWorkDoc } from "@folio/domain";
import type { DisplaySize } from "./pick-size";

/** A work the client can see: its media are ready. */
export interface ClientWork {
  id: string;
  setId: string;
  fileName: string;
  type: "image" | "video";
  width: number;
  height: number;
  /** Display copies (Storage addresses without tokens), smallest first. */
  sizes: readonly DisplaySize[];
}

/** The work as the grid shows it; null while the pipeline has not written its media. */
export function toClientWork(id: string, doc: ClientWorkDoc): ClientWork | null {
  if (!doc.media || !doc.width || !doc.height || doc.media.sizes.length === 0) return null;
  return {
    id,
    setId: doc.setId,
    fileName: doc.fileName,
    type: doc.type ?? "image",
    width: doc.width,
    height: doc.height,
    sizes: [...doc.media.sizes].sort((a, b) => a.width - b.width),
  };
}
