import {
  ClientEmailMissingError,
  ClientGalleryNotFoundError,
  MailFailedError,
  MailNotConfiguredReasonError,
} from "@folio/domain";
import { FieldValue, type Firestore } from "firebase-admin/firestore";
import { mailSettings } from "../mail/config";
import { smtpMailer, type Mailer } from "../mail/mailer";
import { classifySendError } from "../mail/send-state";
import { siteOrigin } from "../ssr/config";
import { composeGalleryEmail } from "./client-emails";
import { parseStoredGallery } from "./gallery-view";
import { newLinkKey, storedLinkKey } from "./link-key";
import { clientLogs } from "./logs";
import { galleryRefs, ownerNameOf, siteSettingsRef } from "./refs";

/** Where the client's email goes through; tests give their own. */
export interface ClientMailConfig {
  from: string | null;
  ownerEmail: string | null;
  origin: string;
  mailer: Mailer;
}

/** The deployed functions' (or the emulator's) mail settings, read on each call. */
export function liveClientMailConfig(env: NodeJS.ProcessEnv = process.env): ClientMailConfig {
  const settings = mailSettings(env);
  return {
    from: settings.from,
    ownerEmail: settings.ownerEmail,
    origin: siteOrigin(env),
    mailer: smtpMailer(settings),
  };
}

/**
 * The gallery's settings and link key. A gallery made before link keys has none: one is made
 * and stored here, in a transaction, so a key the studio wrote meanwhile is never replaced.
 */
async function galleryWithLinkKey(db: Firestore, galleryId: string) {
  const refs = galleryRefs(db, galleryId);
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(refs.gallery);
    if (!snapshot.exists) throw new ClientGalleryNotFoundError();
    let linkKey = storedLinkKey(snapshot.get("linkKey"));
    if (linkKey === null) {
      linkKey = newLinkKey();
      tx.update(refs.gallery, { linkKey });
    }
    return { gallery: parseStoredGallery(snapshot.data() ?? {}), linkKey };
  });
}

/**
 * Emails the client the gallery's link (with its link key) and the owner's message, then
 * records `emailedAt`. The owner asks for each send, so it is sent every time asked (no
 * send-once): a failure is an error the studio shows with its reason, and nothing is recorded.
 */
export async function emailClientGallery(
  db: Firestore,
  galleryId: string,
  config: ClientMailConfig,
): Promise<void> {
  const refs = galleryRefs(db, galleryId);
  const [{ gallery, linkKey }, settings] = await Promise.all([
    galleryWithLinkKey(db, galleryId),
    siteSettingsRef(db).get(),
  ]);
  if (gallery.clientEmail === null) throw new ClientEmailMissingError();
  if (config.from === null) throw new MailNotConfiguredReasonError();
  const mail = composeGalleryEmail(
    { galleryId, ...gallery, ownerName: ownerNameOf(settings.data()), linkKey },
    {
      to: gallery.clientEmail,
      from: config.from,
      replyTo: config.ownerEmail,
      origin: config.origin,
      sentAt: Date.now(),
    },
  );
  try {
    await config.mailer.send(mail);
  } catch (error) {
    const failure = classifySendError(error);
    if (failure.reason === "not-configured")
      throw new MailNotConfiguredReasonError(
        `Email is not set up on the server (${failure.detail}), so nothing was sent`,
      );
    throw new MailFailedError(`The mail server did not take the email (${failure.detail}); try again`);
  }
  await refs.gallery.update({ emailedAt: FieldValue.serverTimestamp() });
  clientLogs.galleryEmailed(galleryId);
}
