/**
 * The object path of a Storage address as the pipeline writes it for a client work: a
 * `gs://bucket/path`, a tokenless `https://…/v0/b/<bucket>/o/<encoded path>` address, or the
 * bare path. The page fetches it through the SDK (with the device's auth header), because
 * storage.rules answer a client's file only to a device holding the gallery's grant.
 */
export function storagePathOf(address: string): string {
  const gs = /^gs:\/\/[^/]+\/(.+)$/.exec(address);
  if (gs?.[1]) return gs[1];
  const rest = /\/v0\/b\/[^/]+\/o\/([^?#]+)/.exec(address);
  if (rest?.[1]) return decodeURIComponent(rest[1]);
  return address.replace(/^\/+/, "");
}
