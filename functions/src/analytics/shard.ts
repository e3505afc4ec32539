import { COUNTER_SHARDS } from "@folio/domain";

/** FNV-1a, 32 bits: a cheap stable hash, so that a retried write lands on the same shard. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The shard document id a key writes to ("0" … "49"). */
export function shardFor(key: string, shards: number = COUNTER_SHARDS): string {
  return String(hash32(key) % shards);
}

/** The shard that holds corrections made by the rebuild. */
export const REPAIR_SHARD = "repair";
