import { useEffect, useState } from "react";
import { storagePathOf } from "../lib/storage-path";

interface Loaded {
  address: string;
  url: string | null;
}

/**
 * A display copy fetched through the Storage SDK (with the device's auth header: the rules
 * answer a client's files only to a device holding the gallery's grant, so a plain <img src>
 * would be refused) and shown through an object URL, revoked when the address changes or the
 * component goes. Null while loading (or with no address); `failed` when Storage refused.
 */
export function useBlobUrl(address: string | null): { url: string | null; failed: boolean } {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    if (!address) return;
    let cancelled = false;
    let url: string | null = null;
    void (async () => {
      const [{ getBlob, ref }, { storage }] = await Promise.all([
        import("firebase/storage"),
        import("@/lib/firebase/storage"),
      ]);
      const blob = await getBlob(ref(storage(), storagePathOf(address)));
      if (cancelled) return;
      url = URL.createObjectURL(blob);
      setLoaded({ address, url });
    })().catch(() => {
      if (!cancelled) setLoaded({ address, url: null });
    });
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [address]);
  const current = loaded?.address === address ? loaded : null;
  return { url: current?.url ?? null, failed: current !== null && current.url === null };
}
