import { randomBytes } from "node:crypto";
import {
  classifyDevice,
  CLIENT_ACCESS_MESSAGES,
  CLIENT_LIMITS,
  CLIENT_PAUSE_HINTS,
  CLIENT_PAUSE_MESSAGES,
  type ClientAccessReason,
  type OpenClientGalleryResponse,
} from "@folio/domain";
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore";
import { parseOpenCounts, planFailedAttempts, planOpen, type ClientDevice } from "./activity-plan";
import {
  checkAttempt,
  parseAttemptLog,
  recordFailure,
  recordSuccess,
  storedAttemptLog,
  successChanges,
  type Attempt,
  type AttemptLog,
} from "./attempts-plan";
import { callerAddress, networkKey, networkOf, type RequestOrigin } from "./client-address";
import { withTransientRetry } from "../lib/firestore-errors";
import { clientViewOf, isExpired, parseStoredGallery } from "./gallery-view";
import { presentedLinkId } from "./link-key";
import { clientLogs } from "./logs";
import { parsePasswordHash, verifyPassword, type PasswordHash } from "./password";
import { galleryRefs, ownerNameOf, siteSettingsRef } from "./refs";

/** Who asks to open a gallery. */
export interface Opener {
  uid: string;
  /** The owner previews: sees the gallery, is granted and counted nothing. */
  isOwner: boolean;
  /** The browser's User-Agent, for the device class. */
  userAgent: string;
  /** Where the request came from: its network is counted for rate limiting only, never stored. */
  origin: RequestOrigin;
}

/** What a device sends: the password and the link key, when it has them. */
export interface OpenInput {
  password?: string | undefined;
  key?: string | undefined;
}

/** The gallery's salt for network keys (secrets `networkSalt`), made on its first failure. */
const saltOf = (value: unknown): string | null =>
  typeof value === "string" && value.length >= 16 ? value : null;

/**
 * The device class of a browser, as the activity counts it (the analytics' classifier). The
 * server sees no touch points, so an iPad that reports a Mac's user agent counts as a desktop.
 */
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

/** What the documents say of one attempt, before any password is checked. */
type Gate =
  | { kind: "refused"; refusal: Refusal }
  /** Granted before, or no password: let in. */
  | { kind: "open" }
  | {
      kind: "password";
      hash: PasswordHash | null;
      /** The attempts it counts against: the link key's own, or the plain link's. */
      log: AttemptLog;
      attempt: Attempt;
      /** The gallery's network salt; `newSalt` when it had none (stored with the first failure). */
      salt: string;
      newSalt: boolean;
    };

/** The documents one attempt is decided on. */
interface GateInput {
  gallery: DocumentSnapshot;
  granted: boolean;
  /** The password's hash, the network salt and the plain link's attempts (not read for a granted device). */
  secrets: DocumentSnapshot | null;
  /** The link key's attempts (likewise). */
  linkAttempts: DocumentSnapshot | null;
  at: number;
  ownerName: string;
}

/**
 * Decides what an attempt needs: a refusal (unknown, expired, or paused by a limit:
 * attempts-plan.ts), nothing (granted before, or no password), or the password. A gallery
 * marked protected whose hash is missing or malformed opens to nobody (fails closed).
 */
function gate(docs: GateInput, input: OpenInput, opener: Opener): Gate {
  const { gallery: snapshot, secrets, at, ownerName } = docs;
  if (!snapshot.exists) return { kind: "refused", refusal: refusal("not-found") };
  const gallery = parseStoredGallery(snapshot.data() ?? {});
  if (isExpired(gallery, at))
    return { kind: "refused", refusal: refusal("expired", { name: gallery.name, ownerName }) };
  if (docs.granted) return { kind: "open" };
  const hash = parsePasswordHash(secrets?.get("password"));
  if (hash === null && !gallery.hasPassword) return { kind: "open" };
  const storedSalt = saltOf(secrets?.get("networkSalt"));
  const salt = storedSalt ?? randomBytes(16).toString("base64");
  const linkId = presentedLinkId(input.key, snapshot.get("linkKey"));
  const log = parseAttemptLog((linkId === null ? secrets : docs.linkAttempts)?.get("attempts"));
  const attempt: Attempt = {
    uid: opener.uid,
    network: networkKey(networkOf(callerAddress(opener.origin)), salt),
    linkId,
    now: at,
  };
  const check = checkAttempt(log, attempt);
  if (!check.allowed)
    return {
      kind: "refused",
      refusal: refusal("too-many-attempts", {
        retryAt: check.retryAt,
        scope: check.scope,
        message: [CLIENT_PAUSE_MESSAGES[check.scope], CLIENT_PAUSE_HINTS[check.scope]]
          .filter(Boolean)
          .join(" "),
      }),
    };
  if (input.password === undefined || input.password === "")
    return { kind: "refused", refusal: refusal("password-required") };
  return { kind: "password", hash, log, attempt, salt, newSalt: storedSalt === null };
}

/**
 * Opens a gallery for one device. A device already granted it, or any device of a gallery
 * without a password, is let in; otherwise the password is checked, within the attempt limits
 * (attempts-plan.ts: the device's, and either the link key's own or the network's and the
 * gallery's).
 *
 * Two stages, so that no transaction waits on scrypt and a guesser's traffic never holds up
 * the client. First the documents are read plainly: an attempt the limits pause is refused
 * there, with no lock taken and nothing written (most of an attack's traffic), and the
 * password is checked outside any transaction. Then one transaction reads again what the
 * attempt's path depends on, checks the limits again (concurrent guesses serialise on the log
 * they write, so no burst gets past them: one found paused there is refused, and its
 * password's answer is never told), and writes the outcome. The paths write apart: a plain
 * link's failure writes the secrets' log and `activity/failures`; an attempt with the link key
 * writes its own log (`…/attempts/link`), and a grant writes the grant and `activity/summary`.
 * So the client's transaction shares no written document with a guesser's, and an open is
 * counted exactly when it is granted.
 */
export async function openClientGallery(
  db: Firestore,
  galleryId: string,
  input: OpenInput,
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
      now: now(),
    };
  }
  const device = clientDeviceOf(opener.userAgent);
  const [gallery, grant] = await db.getAll(refs.gallery, refs.grant(opener.uid));
  // A granted device (a reload) needs neither the password nor the attempt logs.
  const [secrets = null, linkAttempts = null] = grant!.exists
    ? []
    : await db.getAll(refs.secrets, refs.linkAttempts);
  const first = gate(
    { gallery: gallery!, granted: grant!.exists, secrets, linkAttempts, at: now(), ownerName },
    input,
    opener,
  );
  if (first.kind === "refused") return logged(galleryId, first.refusal);
  const password = input.password ?? "";
  const withLink = first.kind === "password" && first.attempt.linkId !== null;
  let checked: { hash: PasswordHash; right: boolean } | null =
    first.kind === "password" && first.hash !== null
      ? { hash: first.hash, right: await verifyPassword(password, first.hash) }
      : null;

  let newDevice = false;
  // The SDK retries a transaction on contention; a transaction that ended uncommitted for
  // another reason (isTransient) is run again whole here, so a burst of guesses never answers
  // the client "try again".
  const response = await withTransientRetry(
    () =>
      db.runTransaction(async (tx): Promise<OpenClientGalleryResponse> => {
        const [granted, snapshot] = await Promise.all([tx.get(refs.grant(opener.uid)), tx.get(refs.gallery)]);
        // With the link key, the plain link's log is not read again: a guesser's writes to it
        // must never hold the client up (the hash and salt read a moment ago stand). A grant
        // revoked since the first read (a new password) needs them all.
        const [stored, keyLog] = granted.exists
          ? [null, null]
          : await Promise.all([
              withLink && secrets ? secrets : tx.get(refs.secrets),
              withLink || !linkAttempts ? tx.get(refs.linkAttempts) : linkAttempts,
            ]);
        const at = now();
        const second = gate(
          {
            gallery: snapshot,
            secrets: stored,
            linkAttempts: keyLog,
            granted: granted.exists,
            at,
            ownerName,
          },
          input,
          opener,
        );
        if (second.kind === "refused") return second.refusal;
        let summary: DocumentSnapshot | null = null;
        if (second.kind === "password") {
          const { hash, log, attempt, salt, newSalt } = second;
          const logRef = attempt.linkId === null ? refs.secrets : refs.linkAttempts;
          // The password changed since it was checked (rare): check it against the new hash.
          if (hash !== null && checked?.hash.hash !== hash.hash)
            checked = { hash, right: await verifyPassword(password, hash) };
          if (hash === null || !checked?.right) {
            const failures = await tx.get(refs.failures);
            const plan = recordFailure(log, attempt);
            // The salt is written once, with the gallery's first failure (no guesser is writing then).
            const salted = newSalt ? { networkSalt: salt } : {};
            if (attempt.linkId === null)
              tx.set(
                refs.secrets,
                { attempts: storedAttemptLog(plan.log), ...salted },
                { mergeFields: ["attempts", ...Object.keys(salted)] },
              );
            else {
              tx.set(
                refs.linkAttempts,
                { attempts: storedAttemptLog(plan.log) },
                { mergeFields: ["attempts"] },
              );
              if (newSalt) tx.set(refs.secrets, salted, { mergeFields: ["networkSalt"] });
            }
            tx.set(
              refs.failures,
              planFailedAttempts(failures.data(), {
                at,
                withLink: attempt.linkId !== null,
                newNetworkToday: plan.newNetworkToday,
                ...(attempt.linkId === null ? { pausedUntil: plan.pausedUntil } : {}),
              }),
            );
            return refusal("wrong-password");
          }
          summary = await tx.get(refs.summary);
          if (successChanges(log, attempt))
            tx.set(
              logRef,
              { attempts: storedAttemptLog(recordSuccess(log, attempt)) },
              { mergeFields: ["attempts"] },
            );
          // A password set before the 8-character minimum: the studio flags it once a client used it.
          if (password.length < CLIENT_LIMITS.passwordMin && snapshot.get("weakPassword") !== true)
            tx.update(refs.gallery, { weakPassword: true });
        }
        // Every read comes before any write in a transaction: a password's success read it above.
        summary ??= await tx.get(refs.summary);
        newDevice = !granted.exists;
        const counts = planOpen(parseOpenCounts(summary.data()), {
          at: Timestamp.fromMillis(at),
          device,
          newDevice,
        });
        if (newDevice) tx.create(refs.grant(opener.uid), { grantedAt: FieldValue.serverTimestamp(), device });
        tx.set(refs.summary, counts, { merge: true });
        return {
          ok: true,
          gallery: clientViewOf(galleryId, parseStoredGallery(snapshot.data() ?? {}), ownerName),
          now: at,
        };
      }),
    (attempt, error) => clientLogs.openRetried(galleryId, attempt, error),
  );
  if (response.ok) {
    clientLogs.granted(galleryId, device, newDevice);
    return response;
  }
  return logged(galleryId, response);
}

/** Logs a refusal (never the caller's address) and answers it. */
function logged(galleryId: string, response: Refusal): Refusal {
  clientLogs.openRefused(galleryId, response.reason);
  if (response.reason === "too-many-attempts" && response.retryAt && response.scope)
    clientLogs.attemptsExceeded(galleryId, response.scope, response.retryAt);
  return response;
}
