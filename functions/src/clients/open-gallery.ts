import {
  classifyDevice,
  CLIENT_ACCESS_MESSAGES,
  type ClientAccessReason,
  type OpenClientGalleryResponse,
} from "@folio/domain";
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore";
import { parseOpenCounts, planOpen, type ClientDevice } from "./activity-plan";
import {
  checkAttempts,
  forgetDevice,
  parseAttemptLog,
  recordFailure,
  storedAttemptLog,
} from "./attempts-plan";
import { clientViewOf, isExpired, parseStoredGallery } from "./gallery-view";
import { clientLogs } from "./logs";
import { parsePasswordHash, verifyPassword } from "./password";
import { galleryRefs, ownerNameOf, siteSettingsRef } from "./refs";

/** Who asks to open a gallery. */
export interface Opener {
  uid: string;
  /** The owner previews: sees the gallery, is granted and counted nothing. */
  isOwner: boolean;
  /** The browser's User-Agent, for the device class. */
  userAgent: string;
}

/** The device class of a browser, as the activity counts it (the analytics' classifier). */
export function clientDeviceOf(userAgent: string): ClientDevice {
  const device = classifyDevice({ userAgent, maxTouchPoints: 0 });
  return device === "mobile" ? "phone" : device;
}

type Refusal = Extract<OpenClientGalleryResponse, { ok: false }>;

const refusal = (
  reason: ClientAccessReason,
  extra: Partial<Omit<Refusal, "ok" | "reason">> = {},
): Refusal => ({
  ok: false,
  reason,
  message: CLIENT_ACCESS_MESSAGES[reason],
  ...extra,
});

/**
 * Opens a gallery for one device. A device already granted it, or any device of a gallery
 * without a password, is let in; otherwise the password is checked, within the attempt limits.
 * One transaction reads the gallery, its secrets, the grant and the summary and writes the
 * grant, the count and the attempt log together: concurrent guesses serialise on the secrets
 * document, so no burst gets past the limits, and an open is counted exactly when it is granted.
 */
export async function openClientGallery(
  db: Firestore,
  galleryId: string,
  password: string | undefined,
  opener: Opener,
  now: () => number = Date.now,
): Promise<OpenClientGalleryResponse> {
  const refs = galleryRefs(db, galleryId);
  const settings = await siteSettingsRef(db).get();
  const ownerName = ownerNameOf(settings.data());
  if (opener.isOwner) {
    const snapshot = await refs.gallery.get();
    if (!snapshot.exists) return refusal("not-found");
    return {
      ok: true,
      gallery: clientViewOf(galleryId, parseStoredGallery(snapshot.data() ?? {}), ownerName),
    };
  }
  const device = clientDeviceOf(opener.userAgent);
  let newDevice = false;
  const response = await db.runTransaction(async (tx) => {
    const [snapshot, secrets, grant, summary] = await Promise.all([
      tx.get(refs.gallery),
      tx.get(refs.secrets),
      tx.get(refs.grant(opener.uid)),
      tx.get(refs.summary),
    ]);
    if (!snapshot.exists) return refusal("not-found");
    const gallery = parseStoredGallery(snapshot.data() ?? {});
    const at = now();
    if (isExpired(gallery, at)) return refusal("expired", { name: gallery.name, ownerName });
    const hash = parsePasswordHash(secrets.get("password"));
    // A gallery marked protected whose hash is missing or malformed opens to nobody (fails closed).
    if (!grant.exists && (hash !== null || gallery.hasPassword)) {
      const log = parseAttemptLog(secrets.get("attempts"));
      const check = checkAttempts(log, opener.uid, at);
      if (!check.allowed) return refusal("too-many-attempts", { retryAt: check.retryAt });
      if (password === undefined || password === "") return refusal("password-required");
      const right = hash !== null && (await verifyPassword(password, hash));
      if (!right) {
        tx.set(
          refs.secrets,
          { attempts: storedAttemptLog(recordFailure(log, opener.uid, at)) },
          { mergeFields: ["attempts"] },
        );
        return refusal("wrong-password");
      }
      if (log.devices.has(opener.uid))
        tx.set(
          refs.secrets,
          { attempts: storedAttemptLog(forgetDevice(log, opener.uid)) },
          { mergeFields: ["attempts"] },
        );
    }
    newDevice = !grant.exists;
    const counts = planOpen(parseOpenCounts(summary.data()), {
      at: Timestamp.fromMillis(at),
      device,
      newDevice: !grant.exists,
    });
    if (!grant.exists) tx.create(refs.grant(opener.uid), { grantedAt: FieldValue.serverTimestamp(), device });
    tx.set(refs.summary, counts, { merge: true });
    return { ok: true, gallery: clientViewOf(galleryId, gallery, ownerName) } as const;
  });
  if (response.ok) clientLogs.granted(galleryId, device, newDevice);
  else {
    clientLogs.openRefused(galleryId, response.reason);
    if (response.reason === "too-many-attempts" && response.retryAt)
      clientLogs.attemptsExceeded(galleryId, response.retryAt);
  }
  return response;
}
