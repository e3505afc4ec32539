import type { Device, EventType, TrackedContent } from "@folio/domain";

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
}

/** A session's progress; the sink stamps endTime with the server time. */
export interface SessionUpdate {
  duration: number;
  bounced: boolean;
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
  /** The traffic source of a session starting now ("" for Direct). */
  source(): string;
  device(): Device;
  isVisible(): boolean;
  /** Calls `listener` when the page is shown or hidden; returns the unsubscribe. */
  onVisibilityChange(listener: () => void): () => void;
  setTimer(callback: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

/** The tracker the public calls drive. */
export interface Tracker {
  record(type: EventType, content?: TrackedContent, path?: string, uid?: string): void;
  start(): void;
  stop(): void;
}
