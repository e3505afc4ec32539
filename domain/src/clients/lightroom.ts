/**
 * The line a selection email gives for Lightroom's Library filter (Text › Filename › Contains):
 * each file's name without its extension, so the filter finds the RAW file the JPEG was made
 * from as well, separated by ", " as proofing services do. Names repeat once only.
 */
export function lightroomFilter(fileNames: readonly string[]): string {
  const stems = fileNames.map((name) => name.replace(/\.[A-Za-z0-9]{1,5}$/, "").trim()).filter(Boolean);
  return [...new Set(stems)].join(", ");
}
