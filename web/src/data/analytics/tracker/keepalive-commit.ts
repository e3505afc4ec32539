import { COLLECTIONS } from "@folio/domain";
import type { SessionUpdate } from "./tracker-types";

/**
 * Where a keepalive session update goes: Firestore's REST API, as Firestore Lite reaches it.
 * Firestore Lite sends ordinary fetches, which the browser cancels when the page is closed; the
 * flush when a tab hides is often the last thing a page does, so it goes out with `keepalive`
 * instead, and the browser delivers it after the page is gone.
 */
export interface KeepaliveTarget {
  /** `https://firestore.googleapis.com`, or the emulator's `http://host:port`. */
  origin: string;
  projectId: string;
  apiKey: string;
  appId: string;
  /** The App Check token to send now, if App Check is on (read when the flush is sent). */
  appCheckToken(): string | null;
  /** Called after a session write through Firestore Lite succeeded (the token can be read then). */
  written?(): void;
}

/** A JSON number as Firestore's REST value: integers stay integers, as the rules require. */
function numberValue(value: number): Record<string, string | number> {
  return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
}

/**
 * The REST `commit` of a session update: the same write as Firestore Lite's `updateDoc`
 * (duration and bounce, endTime the server's time, outbound links added as `arrayUnion` adds
 * them, the document must exist), so the rules judge it exactly as they judge the ordinary update.
 */
export function keepaliveSessionRequest(
  target: KeepaliveTarget,
  sessionId: string,
  update: SessionUpdate,
): { url: string; init: RequestInit } {
  const database = `projects/${encodeURIComponent(target.projectId)}/databases/(default)`;
  const headers: Record<string, string> = {
    // text/plain, as Firestore Lite sends it: the body is JSON all the same.
    "Content-Type": "text/plain",
    "google-cloud-resource-prefix": database,
    "X-Firebase-GMPID": target.appId,
  };
  const token = target.appCheckToken();
  if (token) headers["X-Firebase-AppCheck"] = token;
  const body = {
    writes: [
      {
        update: {
          name: `${database}/documents/${COLLECTIONS.userSessions}/${sessionId}`,
          fields: {
            duration: numberValue(update.duration),
            bounced: { booleanValue: update.bounced },
          },
        },
        updateMask: { fieldPaths: ["duration", "bounced"] },
        updateTransforms: [
          { fieldPath: "endTime", setToServerValue: "REQUEST_TIME" },
          ...(update.outbound
            ? [
                {
                  fieldPath: "outbound",
                  appendMissingElements: { values: update.outbound.map((label) => ({ stringValue: label })) },
                },
              ]
            : []),
        ],
        currentDocument: { exists: true },
      },
    ],
  };
  return {
    url: `${target.origin}/v1/${database}/documents:commit?key=${encodeURIComponent(target.apiKey)}`,
    init: { method: "POST", headers, body: JSON.stringify(body), keepalive: true },
  };
}

/** Thrown when Firestore refuses a keepalive session update (the rules, a missing session). */
export class KeepaliveRefusedError extends Error {
  constructor(readonly status: number) {
    super(`keepalive session update refused (HTTP ${status})`);
    this.name = "KeepaliveRefusedError";
  }
}

/**
 * Sends the update with `keepalive`. The request starts before this function first awaits, so
 * a caller in a `visibilitychange` or `pagehide` handler has it on its way as the page closes.
 */
export async function sendKeepaliveSessionUpdate(
  target: KeepaliveTarget,
  sessionId: string,
  update: SessionUpdate,
): Promise<void> {
  const { url, init } = keepaliveSessionRequest(target, sessionId, update);
  const response = await fetch(url, init);
  if (!response.ok) throw new KeepaliveRefusedError(response.status);
}
