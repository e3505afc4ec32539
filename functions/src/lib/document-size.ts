// Firestore's storage size of a document (https://firebase.google.com/docs/firestore/storage-size),
// against its limit of 1 MiB: written out because the server must know before it writes.

/** Firestore's limit on one document's size. */
export const DOCUMENT_LIMIT_BYTES = 1024 * 1024;

/** The storage size of a value: a string its UTF-8 bytes + 1, a number or time 8, a map its keys and values. */
export function valueSize(value: unknown): number {
  if (value === null || value === undefined || typeof value === "boolean") return 1;
  if (typeof value === "number") return 8;
  if (typeof value === "string") return Buffer.byteLength(value, "utf8") + 1;
  if (Array.isArray(value)) return value.reduce((sum: number, entry) => sum + valueSize(entry), 0);
  if (typeof value === "object" && (value as object).constructor?.name === "Timestamp") return 8;
  if (typeof value === "object")
    return Object.entries(value).reduce(
      (sum, [key, entry]) => sum + Buffer.byteLength(key, "utf8") + 1 + valueSize(entry),
      0,
    );
  return 0;
}

/** The storage size of a document at `path` holding `data`: its name, its fields, and 32 bytes. */
export function documentSize(path: string, data: Record<string, unknown>): number {
  const name = path.split("/").reduce((sum, part) => sum + Buffer.byteLength(part) + 1, 16);
  return name + valueSize(data) + 32;
}
