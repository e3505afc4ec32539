import { ClientGalleryNotFoundError } from "@folio/domain";
import { FieldValue, type Firestore, type WriteBatch } from "firebase-admin/firestore";
import { commitInBatches } from "../lib/batches";
import { clientLogs } from "./logs";
import { hashPassword } from "./password";
import { galleryRefs } from "./refs";

/**
 * Sets (or with null removes) a gallery's password and revokes every device's access: each
 * must open the gallery again, with the new password when there is one. The hash and the
 * gallery's `hasPassword` are written first, in one batch. The attempt log stays (a new
 * password must not hand a guesser a fresh allowance), and so does the link key: the link the
 * client was emailed still spares them any slowdown. The grants are listed only after it, so a device let in meanwhile was let in under the new
 * password. Then the grants are deleted in batches.
 */
export async function setClientGalleryPassword(
  db: Firestore,
  galleryId: string,
  password: string | null,
): Promise<void> {
  const refs = galleryRefs(db, galleryId);
  if (!(await refs.gallery.get()).exists) throw new ClientGalleryNotFoundError();
  const hash = password === null ? null : await hashPassword(password);
  const first = db.batch();
  first.set(refs.secrets, { password: hash ?? FieldValue.delete() }, { merge: true });
  // A password set now meets the minimum; `weakPassword` marks an older, shorter one in use.
  first.update(refs.gallery, { hasPassword: hash !== null, weakPassword: FieldValue.delete() });
  await first.commit();
  const grants = await refs.grants.listDocuments();
  await commitInBatches(
    db,
    grants.map((grant) => (batch: WriteBatch) => batch.delete(grant)),
  );
  clientLogs.passwordChanged(galleryId, hash !== null, grants.length);
}
