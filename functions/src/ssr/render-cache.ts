import type { ContentState } from "../lib/content-version";

/**
 * What the public pages read, kept in the instance's memory for as long as the content version
 * (functions/src/lib/content-version.ts) stands, or the stamp of the parts an entry shows: a
 * warm page view reads that one document instead of the settings, the categories, the tags and
 * a gallery page. A saved change bumps the version within seconds (its trigger), and the next
 * render reads afresh; with the CDN's s-maxage and stale-while-revalidate (firebase.json) a
 * change shows within a minute.
 */

export interface RenderCacheOptions {
  /** Most entries kept; the least recently used go first. */
  maxEntries?: number;
  /** A version read is shared by the renders that start within this long (a burst reads it once). */
  versionReuseMs?: number;
  now?: () => number;
}

interface Entry {
  version: string;
  at: number;
  value: Promise<unknown>;
}

export interface CachedReadOptions<T> {
  /**
   * How long the entry may be kept even while its version stands, for data that changes without
   * a bump (the items' views and likes); by default as long as the version stands.
   */
  maxAgeMs?: number;
  /** What the entry is kept by instead of the whole content's version (ContentState.stamp). */
  stamp?: string;
  /** When the value was read, if earlier than its load (a copy kept elsewhere): its age counts from then. */
  readAt?: (value: T) => number;
}

/** Reads one request's data: each key once per version (or stamp), from memory when it can. */
export type CachedRead = <T>(
  key: string,
  load: () => Promise<T>,
  options?: CachedReadOptions<T>,
) => Promise<T>;

/** One request's reader, the content's state it is bound to (null: nothing is kept), and the cache's clock. */
export interface RequestReads {
  read: CachedRead;
  content: ContentState | null;
  now: () => number;
}

export const RENDER_CACHE_DEFAULTS = { maxEntries: 2_000, versionReuseMs: 1_000 };

export class RenderCache {
  private readonly entries = new Map<string, Entry>();
  private versionRead: { at: number; value: Promise<ContentState | null> } | null = null;
  private readonly options: Required<Omit<RenderCacheOptions, "now">>;
  private readonly now: () => number;

  constructor(
    private readonly readVersion: () => Promise<ContentState | null>,
    options: RenderCacheOptions = {},
  ) {
    this.options = { ...RENDER_CACHE_DEFAULTS, ...options };
    this.now = options.now ?? Date.now;
  }

  private version(): Promise<ContentState | null> {
    const now = this.now();
    if (!this.versionRead || now - this.versionRead.at >= this.options.versionReuseMs) {
      const value = this.readVersion();
      this.versionRead = { at: now, value };
      // A failed read is not shared: the next render tries again.
      value.catch(() => {
        if (this.versionRead?.value === value) this.versionRead = null;
      });
    }
    return this.versionRead.value;
  }

  /** The reader of one request, bound to the content version as it stands now. */
  async forRequest(): Promise<RequestReads> {
    const content = await this.version();
    const read = <T>(
      key: string,
      load: () => Promise<T>,
      { maxAgeMs = Number.POSITIVE_INFINITY, stamp, readAt }: CachedReadOptions<T> = {},
    ): Promise<T> => {
      // No version document yet (nothing was ever changed through the triggers): read everything.
      if (content === null) return load();
      const version = stamp ?? content.version;
      const now = this.now();
      const entry = this.entries.get(key);
      if (entry && entry.version === version && now - entry.at < maxAgeMs) {
        this.entries.delete(key);
        this.entries.set(key, entry);
        return entry.value as Promise<T>;
      }
      const value = load();
      const fresh: Entry = { version, at: now, value };
      this.entries.delete(key);
      this.entries.set(key, fresh);
      value.then(
        (loaded) => {
          if (readAt) fresh.at = Math.min(now, readAt(loaded));
        },
        () => {
          if (this.entries.get(key) === fresh) this.entries.delete(key);
        },
      );
      while (this.entries.size > this.options.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest === undefined) break;
        this.entries.delete(oldest);
      }
      return value;
    };
    return { read, content, now: this.now };
  }
}
