/**
 * Lower-case ASCII words joined by dashes, at most `maxLength` characters ("" when nothing is
 * left): safe in a URL, a storage path and a downloaded file's name, accents folded.
 */
export function slugWords(text: string, maxLength: number): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/g, "");
}
