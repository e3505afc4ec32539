import { createSurface } from "./canvas";

/** One encoded size of a picture. */
export interface EncodedRendition {
  width: number;
  height: number;
  /** Base64 of the file (page → Node transfer is by string). */
  base64: string;
}

export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<string> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blobToBase64(blob)) : reject(new Error(`${type} encoding failed`))),
      type,
      quality,
    ),
  );
}

/** Scales the master down to each width (halving steps keep thin lines crisp) and encodes it. */
export async function renditions(
  master: HTMLCanvasElement,
  widths: readonly number[],
  type: string,
  quality: number,
): Promise<EncodedRendition[]> {
  const result: EncodedRendition[] = [];
  for (const width of widths) {
    const height = Math.round((master.height * width) / master.width);
    let source = master;
    while (source.width / 2 >= width * 1.1) {
      const half = createSurface(Math.round(source.width / 2), Math.round(source.height / 2));
      half.ctx.imageSmoothingQuality = "high";
      half.ctx.drawImage(source, 0, 0, half.width, half.height);
      source = half.canvas;
    }
    const target = width === source.width ? { canvas: source } : createSurface(width, height);
    if ("ctx" in target) {
      target.ctx.imageSmoothingQuality = "high";
      target.ctx.drawImage(source, 0, 0, width, height);
    }
    result.push({ width, height, base64: await encode(target.canvas, type, quality) });
  }
  return result;
}
