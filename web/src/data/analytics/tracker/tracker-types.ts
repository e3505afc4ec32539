import type { Device, EventType, TrackedContent, UtmField } from "@folio/domain";

/** An event as the tracker writes it; the sink adds the server timestamp. */
export interface EventWrite {
  type: EventType;
  sessionId: string;
  userId: string;
  path: string;
  contentId?: string;
  contentTitle?: string;
  contentType?: "image" | "video";
  category?: string;
  /** A like's Firebase Auth uid (anonymous sign-in on liking); the rules require the writer's own. */
  uid?: string;
}

/** A new session; the sink adds server timestamps for startTime and endTime. */
export interface SessionCreate {
  userId: string;
  sessionId: string;
  duration: number;
  bounced: boolean;
  referrer: string;
  device: Device;
  /** The landing URL's UTM parameters; absent when it has none. */
  utm?: Partial<Record<UtmField, string>>;
  /** The browser's IANA time zone (the dashboard's country); absent when it reports none usable. */
  timeZone?: string;
  /** The path of the session's first page, without query or fragment. */
  entryPage?: string;
}

/** A session's progress; the sink stamps endTime with the server time. */
export interface SessionUpdate {
  duration: number;
  bounced: boolean;
  /** Outbound links clicked, added to the stored list (arrayUnion: a late or repeated write never shrinks it). */
  outbound?: string[];
}

/** How a session update is sent. */
export interface SessionUpdateOptions {
  /** The flush as the tab hides: it must outlive the page (fetch's `keepalive`). */
  keepalive?: boolean;
}

/** Where the tracker's writes go (Firestore Lite in the browser, a fake in tests). */
export interface TrackerSink {
  createEvent(event: EventWrite): Promise<void>;
  createSession(session: SessionCreate): Promise<void>;
  updateSession(sessionId: string, update: SessionUpdate, options?: SessionUpdateOptions): Promise<void>;
}

/** The browser around the tracker. */
export interface TrackerEnvironment {
  now(): number;
  newId(): string;
  /** Reads and writes small JSON values shared by this browser's tabs (localStorage). */
  load<T>(key: string): T | null;
  save(key: string, value: unknown): void;
  path(): string;
  /** The page's full URL (the landing URL when a session starts there). */
  url(): string;
  /** The browser's time zone name, as it reports it (`Intl`); null when it reports none. */
  timeZone(): string | null;
  /** The traffic source of a session starting now ("" for Direct). */
  source(): string;
  device(): Device;
  isVisible(): boolean;
  /** Calls `listener` when the page is shown or hidden; returns the unsubscribe. */
  onVisibilityChange(listener: () => void): () => void;
  /** Calls `listener` with the URL of each link the visitor follows; returns the unsubscribe. */
  onLinkClick(listener: (href: string) => void): () => void;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

/** The tracker the public calls drive. */
export interface Tracker {
  record(type: EventType, content?: TrackedContent, path?: string, uid?: string): void;
  start(): void;
  stop(): void;
}
